import { Link } from 'react-router-dom';
import { imageUrl, PLACEHOLDER_IMAGE } from '../../api/images';
import { usePageMeta } from '../../components/usePageMeta';

/** A back-office page's title: "<page> · Admin". */
export const usePageTitle = (title: string) => usePageMeta(`${title} · Admin`);

export function Thumb({ src, alt, size = 48 }: { src?: string | null; alt: string; size?: number }) {
  return (
    <img
      className="admin-thumb"
      src={imageUrl(src)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={(event) => {
        const img = event.currentTarget;
        if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}

export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="admin-btn admin-btn--ghost admin-back">
      ← {children}
    </Link>
  );
}
