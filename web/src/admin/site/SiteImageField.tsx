import { useState } from 'react';
import type { ImageInfo } from '@catalogue/domain';
import { imageUrl } from '../../api/images';
import { useSiteImage } from '../../api/site.queries';
import type { SiteImageKind } from '../../api/site';
import { ImageInput } from '../components/ImageInput';
import { toast } from '../components/toast';

interface SiteImageFieldProps {
  kind: SiteImageKind;
  /** 'Logo', 'Hero image': the field's label and the toasts' subject. */
  label: string;
  image: ImageInfo | null;
  hint: string;
}

/**
 * The logo or the hero image: saved (or removed) as soon as it is chosen, as a new settings version
 * of its own; the form's other fields are not touched.
 */
export function SiteImageField({ kind, label, image, hint }: SiteImageFieldProps) {
  const mutation = useSiteImage(kind);
  const [file, setFile] = useState<File | null>(null);

  const change = async (next: File | null) => {
    setFile(next);
    try {
      await mutation.mutateAsync(next);
      toast.success(next ? `${label} saved successfully` : `${label} removed`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : `Failed to save the ${label.toLowerCase()}`);
    } finally {
      setFile(null);
    }
  };

  return (
    <ImageInput
      label={label}
      currentUrl={image ? imageUrl(image.src) : null}
      file={file}
      onSelect={(chosen) => void change(chosen)}
      onRemove={() => void change(null)}
      hint={hint}
      disabled={mutation.isPending}
    />
  );
}
