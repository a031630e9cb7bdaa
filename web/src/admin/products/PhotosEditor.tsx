/**
 * The product form's photos (usePhotoList.ts holds them): thumbnails in order, the first marked as
 * the cover, enlarged when clicked, reordered by dragging a grip (or with Space and the arrow keys)
 * and removed with their button; "Add photos" takes several files at once. While the form saves, the upload's progress.
 */
import { useRef, useState } from 'react';
import { Badge, Box, Button, Field, Flex, Image, Input, Spinner, Text, chakra } from '@chakra-ui/react';
import { MAX_PHOTOS } from '@catalogue/domain';
import { imageUrl } from '../../api/images';
import { fileInputCss, useFilePreview } from '../components/ImageInput';
import { DragHandle, SortableList } from '../components/SortableList';
import { ImageZoomDialog } from '../images/ImageZoomDialog';
import { UploadProgress } from '../images/UploadProgress';
import { useUploadProgress } from '../images/useUploadProgress';
import type { PhotoItem, usePhotoList } from './usePhotoList';

const THUMB = 96;

/** A photo's thumbnail; a button that enlarges it unless `onZoom` is left out (the copy that follows the pointer). */
function PhotoPreview({ item, alt, onZoom }: { item: PhotoItem; alt: string; onZoom?: (src: string) => void }) {
  const preview = useFilePreview(item.saved ? null : item.file);
  const src = item.saved ? imageUrl(item.saved.variants[0]?.src ?? item.saved.src) : preview;
  const large = item.saved ? imageUrl(item.saved.src) : preview;
  if (!src) {
    return (
      <Flex boxSize={`${THUMB}px`} align="center" justify="center" bg="bg.muted" rounded="l2" role="status" aria-label={`${alt}: preparing`}>
        <Spinner size="sm" />
      </Flex>
    );
  }
  const image = <Image src={src} alt={alt} boxSize={`${THUMB}px`} fit="cover" rounded="l2" bg="bg.muted" />;
  if (!onZoom || !large) return image;
  return (
    <chakra.button type="button" display="block" rounded="l2" cursor="zoom-in" focusRing="outside" aria-label={`Enlarge ${alt}`} onClick={() => onZoom(large)}>
      {image}
    </chakra.button>
  );
}

interface PhotosEditorProps {
  photos: ReturnType<typeof usePhotoList>;
  saving: boolean;
  /** The API's message about the photos. */
  error?: string;
}

export function PhotosEditor({ photos, saving, error }: PhotosEditorProps) {
  const input = useRef<HTMLInputElement>(null);
  const [zoomed, setZoomed] = useState<string | null>(null);
  const progress = useUploadProgress();
  const { items } = photos;
  const nameOf = (item: PhotoItem) => {
    const index = items.indexOf(item);
    return `Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`;
  };
  const notes = items.flatMap((item) => (!item.saved && item.note ? [{ key: item.key, name: item.name, note: item.note }] : []));
  const sendsFiles = items.some((item) => !item.saved);

  return (
    <Field.Root invalid={Boolean(error) || photos.messages.length > 0} disabled={saving} gap="2">
      <Field.Label>Photos</Field.Label>
      {items.length > 0 && (
        <SortableList
          label="Photos"
          axis="x"
          items={items}
          getId={(item) => item.key}
          getName={nameOf}
          onDrop={photos.move}
          disabled={saving}
          renderItem={(item, handle, { overlay }) => {
            const name = nameOf(item);
            return (
              <Box position="relative" p="1.5" bg="bg.panel" borderWidth="1px" rounded="l2" data-testid="photo-item">
                {/* The copy following the pointer is decorative: the list keeps the named photo. */}
                <PhotoPreview item={item} alt={overlay ? '' : name} onZoom={overlay ? undefined : setZoomed} />
                {items.indexOf(item) === 0 && (
                  <Badge position="absolute" top="2.5" left="2.5" colorPalette="brand" variant="solid">
                    Cover
                  </Badge>
                )}
                {!overlay && (
                  <Flex gap="1.5" mt="1.5" justify="space-between">
                    <DragHandle name={name} handle={handle} />
                    <Button type="button" size="sm" variant="outline" colorPalette="red" aria-label={`Remove ${name}`} onClick={() => photos.remove(item.key)} disabled={saving}>
                      Remove
                    </Button>
                  </Flex>
                )}
              </Box>
            );
          }}
        />
      )}
      {items.length < MAX_PHOTOS && (
        <Input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          aria-label="Add photos"
          p="1"
          h="auto"
          cursor="pointer"
          css={fileInputCss}
          onChange={(event) => {
            photos.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      )}
      <Field.HelperText>
        Up to {MAX_PHOTOS} photos; the first is the cover, shown on cards and in link previews. Drag a photo by its grip (or press Space on it, then the arrow keys) to change the order. Large phone photos are shrunk before upload.
      </Field.HelperText>
      {photos.preparing && (
        <Text textStyle="sm" role="status">
          Preparing photos…
        </Text>
      )}
      {notes.map(({ key, name, note }) => (
        <Text key={key} textStyle="sm" color="fg.muted">
          {name}: <span>{note}</span>
        </Text>
      ))}
      {saving && sendsFiles && progress !== null && <UploadProgress percent={progress} />}
      {[...photos.messages, ...(error ? [error] : [])].map((message) => (
        <Field.ErrorText key={message} role="alert">
          {message}
        </Field.ErrorText>
      ))}
      <ImageZoomDialog src={zoomed} open={zoomed !== null} onOpenChange={(open) => !open && setZoomed(null)} />
    </Field.Root>
  );
}
