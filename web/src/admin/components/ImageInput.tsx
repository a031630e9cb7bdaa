import { useEffect, useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { IMAGE_TOO_LARGE_MESSAGE } from '@catalogue/domain';

export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';

export interface ImageInputProps {
  label: string;
  required?: boolean;
  /** The saved image's URL (edit forms), shown until a new file is chosen or it is removed. */
  currentUrl?: string | null;
  /** The file chosen so far (controlled by the form). */
  file: File | null;
  onSelect: (file: File) => void;
  onRemove: () => void;
  /** Files larger than this are refused before upload. */
  maxBytes?: number;
  tooLargeMessage?: string;
  hint?: string;
  /** Shown while the saved image will be removed on save. */
  removeNotice?: string;
  pendingRemoval?: boolean;
  /** Upload progress in percent while saving, or null. */
  progress?: number | null;
  error?: string;
  disabled?: boolean;
}

function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** Image picker with preview, remove, image-only accept, a size limit and an upload progress bar. */
export function ImageInput({
  label,
  required = false,
  currentUrl,
  file,
  onSelect,
  onRemove,
  maxBytes,
  tooLargeMessage = IMAGE_TOO_LARGE_MESSAGE,
  hint,
  removeNotice,
  pendingRemoval = false,
  progress = null,
  error,
  disabled = false,
}: ImageInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState('');
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [zoom, setZoom] = useState(false);

  useEffect(() => {
    if (!file) {
      setFilePreview(null);
      return;
    }
    const url = objectUrl(file);
    setFilePreview(url);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  const preview = file ? filePreview : pendingRemoval ? null : currentUrl || null;
  const shownError = localError || error;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.type && !chosen.type.startsWith('image/')) {
      setLocalError(NOT_AN_IMAGE_MESSAGE);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    if (maxBytes !== undefined && chosen.size > maxBytes) {
      setLocalError(tooLargeMessage);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setLocalError('');
    onSelect(chosen);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setLocalError('');
    onRemove();
  };

  return (
    <div className="admin-field admin-image">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true">*</span>}
      </label>
      {preview && (
        <div className="admin-image__preview">
          <button type="button" className="admin-image__zoom" onClick={() => setZoom(true)} aria-label="Enlarge image preview">
            <img src={preview} alt="Preview" />
          </button>
          <button type="button" className="admin-btn admin-btn--danger admin-btn--small" onClick={remove} disabled={disabled}>
            Remove image
          </button>
        </div>
      )}
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {pendingRemoval && !file && removeNotice && (
        <p className="admin-notice" role="status">
          {removeNotice}
        </p>
      )}
      {progress !== null && progress !== undefined && (
        <div className="admin-progress">
          <progress max={100} value={progress} aria-label="Upload progress" />
          <span>{progress}%</span>
        </div>
      )}
      {shownError && (
        <p className="admin-field__error" role="alert">
          {shownError}
        </p>
      )}
      <Dialog.Root open={zoom && Boolean(preview)} onOpenChange={setZoom}>
        <Dialog.Portal>
          <Dialog.Overlay className="admin-dialog__overlay" />
          <Dialog.Content className="admin-dialog admin-dialog--image">
            <Dialog.Title className="admin-visually-hidden">Image preview</Dialog.Title>
            <Dialog.Description className="admin-visually-hidden">The chosen image at full size.</Dialog.Description>
            {preview && <img src={preview} alt="Full size preview" />}
            <Dialog.Close asChild>
              <button type="button" className="admin-btn admin-btn--secondary">
                Close
              </button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
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
