import { useText } from '../i18n/useText';

/**
 * The FSSAI mark beside the licence number: drawn here as a small inline SVG (a green wordmark on a
 * light tile, in the colours FSSAI's logo uses), not a copied image file; named for screen readers.
 */
export function FssaiMark({ size = 20 }: { size?: number }) {
  const label = useText()('legal.fssaiLogo');
  return (
    <svg className="fssai-mark" role="img" aria-label={label} width={size * 2} height={size} viewBox="0 0 40 20" focusable="false">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="39" height="19" rx="3" fill="#fff" stroke="#1b6e3a" />
      <text x="20" y="14" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="11" fontWeight="700" fill="#1b6e3a">
        fssai
      </text>
    </svg>
  );
}
