import { useId } from 'react';
import { encode } from 'uqr';

/** The quiet zone QR readers need around the code, in modules. */
const QUIET_ZONE = 4;

/** The dark modules of `text`'s QR code as one SVG path, one unit square per module. */
function qrPath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: 'M', border: QUIET_ZONE });
  const squares = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])));
  return { size, path: squares.join('') };
}

/**
 * `text` as a QR code: an inline SVG made in render (so the server's page has it), named by
 * `label` for screen readers.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const titleId = useId();
  const { size, path } = qrPath(text);
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-labelledby={titleId} shapeRendering="crispEdges">
      <title id={titleId}>{label}</title>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
