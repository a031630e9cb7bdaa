import { imageUrl } from '../../api/images';
import { ImageInput, type ImageInputProps, type useImageField } from './ImageInput';
import type { SaveFlow } from './useSaveFlow';

type FormImageInputProps = Omit<ImageInputProps, 'currentUrl' | 'file' | 'onSelect' | 'onRemove' | 'pendingRemoval' | 'progress' | 'disabled'> & {
  /** The form's image state (useImageField). */
  image: ReturnType<typeof useImageField>;
  /** The saved image's path ('' when none). */
  savedImage: string;
  flow: SaveFlow;
  /** Called before a chosen file is taken (e.g. to clear an error). */
  onSelect?: () => void;
};

/** An edit form's ImageInput: the saved image, the chosen file and removal, disabled while saving (the input shows the upload's progress itself). */
export function FormImageInput({ image, savedImage, flow, onSelect, ...rest }: FormImageInputProps) {
  return (
    <ImageInput
      {...rest}
      currentUrl={savedImage ? imageUrl(savedImage) : null}
      file={image.file}
      onSelect={(file) => {
        onSelect?.();
        image.select(file);
      }}
      onRemove={image.remove}
      pendingRemoval={image.deleteImage}
      disabled={flow.status === 'saving'}
    />
  );
}
