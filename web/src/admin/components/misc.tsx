import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Image } from '@chakra-ui/react';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../api/images';
import { usePageMeta } from '../../components/usePageMeta';

/** A back-office page's title: "<page> · Admin". */
export const usePageTitle = (title: string) => usePageMeta(`${title} · Admin`);

export function Thumb({ src, alt, size = 48 }: { src?: string | null; alt: string; size?: number }) {
  return (
    <Image
      src={imageUrl(src)}
      alt={alt}
      htmlWidth={size}
      htmlHeight={size}
      w={`${size}px`}
      h={`${size}px`}
      loading="lazy"
      rounded="l2"
      fit="cover"
      bg="bg.muted"
      flex="none"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ps="0" color="brand.fg">
      <Link to={to}>← {children}</Link>
    </Button>
  );
}
