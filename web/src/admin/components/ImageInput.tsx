import { useEffect, useRef, useState } from 'react';
import { Button, Field, HStack, Image, Input, Spinner, Text, chakra } from '@chakra-ui/react';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '@catalogue/domain';
import { prepareImage } from '../images/downscaleImage';
import { startPreparation } from '../images/imagePreparation';
import { ImageZoomDialog } from '../images/ImageZoomDialog';
import { UploadProgress } from '../images/UploadProgress';
import { useUploadProgress } from '../images/useUploadProgress';

const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';

export interface ImageInputProps {
  label: string;
  required?: boolean;
  /** The saved image's URL (edit forms), shown until a new file is chosen or it is removed. */
  currentUrl?: string | null;
  /** The file chosen so far (controlled by the form). */
  file: File | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  /** Files still larger than this once shrunk are refused before upload (the API's limit by default). */
  maxBytes?: number;
  tooLargeMessage?: string;
  hint?: string;
  /** Shown while the saved image will be removed on save. */
  removeNotice?: string;
  pendingRemoval?: boolean;
  /** Upload progress in percent, or null for none; by default the upload in flight's while a file is chosen. */
  progress?: number | null;
  error?: string;
  disabled?: boolean;
}

function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** The preview URL of a file, revoked when the file changes or the input goes. */
export function useFilePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = objectUrl(file);
    setPreview(url);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);
  return preview;
}

/** A file input's button styled like the back office's buttons. */
export const fileInputCss = {
  '&::file-selector-button': {
    cursor: 'pointer',
    marginInlineEnd: '3',
    paddingInline: '3',
    paddingBlock: '1.5',
    borderRadius: 'l1',
    border: 'none',
    background: 'colorPalette.subtle',
    color: 'colorPalette.fg',
    fontWeight: 'medium',
  },
};

/**
 * Image picker with preview, remove, image-only accept and a size limit. A photo larger than the
 * limit or than the largest rendition is shrunk in the browser first (the preview shows the result,
 * with a note); while the form saves, the upload's progress shows under it.
 */
export function ImageInput({
  label,
  required = false,
  currentUrl,
  file,
  onSelect,
  onRemove,
  maxBytes = MAX_IMAGE_BYTES,
  tooLargeMessage = IMAGE_TOO_LARGE_MESSAGE,
  hint,
  removeNotice,
  pendingRemoval = false,
  progress,
  error,
  disabled = false,
}: ImageInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const latestChoice = useRef(0);
  const [localError, setLocalError] = useState('');
  const [preparing, setPreparing] = useState(false);
  const [resized, setResized] = useState<{ file: File; note: string } | null>(null);
  const [zoom, setZoom] = useState(false);
  const filePreview = useFilePreview(file);
  const inFlight = useUploadProgress();

  const preview = file ? filePreview : pendingRemoval ? null : currentUrl || null;
  const shownError = localError || error;
  const shownProgress = progress !== undefined ? progress : file ? inFlight : null;
  const note = file && resized?.file === file ? resized.note : null;

  const refuse = (message: string) => {
    setLocalError(message);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.type && !chosen.type.startsWith('image/')) {
      refuse(NOT_AN_IMAGE_MESSAGE);
      return;
    }
    const choice = ++latestChoice.current;
    setLocalError('');
    setPreparing(true);
    const finished = startPreparation();
    try {
      const prepared = await prepareImage(chosen, maxBytes);
      if (choice !== latestChoice.current) return;
      setPreparing(false);
      if (prepared.file.size > maxBytes) {
        refuse(tooLargeMessage);
        return;
      }
      setResized(prepared.note ? { file: prepared.file, note: prepared.note } : null);
      onSelect(prepared.file);
    } finally {
      finished();
    }
  };

  const remove = () => {
    latestChoice.current++;
    setPreparing(false);
    if (inputRef.current) inputRef.current.value = '';
    setLocalError('');
    onRemove();
  };

  return (
    <Field.Root invalid={Boolean(shownError)} disabled={disabled} gap="2">
      <Field.Label>
        {label}
        {required && <span aria-hidden="true">*</span>}
      </Field.Label>
      {preview && (
        <HStack gap="3" align="end" wrap="wrap">
          <chakra.button
            type="button"
            onClick={() => setZoom(true)}
            aria-label="Enlarge image preview"
            borderRadius="md"
            overflow="hidden"
            borderWidth="1px"
            cursor="zoom-in"
            focusRing="outside"
          >
            <Image src={preview} alt="Preview" boxSize="32" objectFit="cover" />
          </chakra.button>
          <Button type="button" size="sm" variant="outline" colorPalette="red" onClick={remove} disabled={disabled}>
            Remove image
          </Button>
        </HStack>
      )}
      {note && (
        <Text textStyle="sm" color="fg.muted" role="status">
          {note}
        </Text>
      )}
      <Input
        ref={inputRef}
        type="file"
        accept="image/*"
        p="1"
        h="auto"
        cursor="pointer"
        css={fileInputCss}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {preparing && (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text textStyle="sm">Preparing image…</Text>
        </HStack>
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      {pendingRemoval && !file && removeNotice && (
        <Text textStyle="sm" color="orange.fg" role="status">
          {removeNotice}
        </Text>
      )}
      {shownProgress !== null && <UploadProgress percent={shownProgress} />}
      {shownError && <Field.ErrorText role="alert">{shownError}</Field.ErrorText>}
      <ImageZoomDialog src={preview} open={zoom} onOpenChange={setZoom} />
    </Field.Root>
  );
}

/**
 * State of an image field in an edit form: choosing a file replaces the image and clears
 * the delete flag; remove clears the chosen file and sets the delete flag when there is a saved image.
 */
export function useImageField(hasSavedImage: boolean) {
  const [file, setFile] = useState<File | null>(null);
  const [deleteImage, setDeleteImage] = useState(false);
  return {
    file,
    deleteImage,
    select: (next: File) => {
      setFile(next);
      setDeleteImage(false);
    },
    remove: () => {
      setFile(null);
      setDeleteImage(hasSavedImage);
    },
    reset: () => {
      setFile(null);
      setDeleteImage(false);
    },
  };
}
