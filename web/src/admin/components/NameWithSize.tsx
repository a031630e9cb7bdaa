import type { ReactNode } from 'react';

/** A product's name with its size in muted parentheses ("Groundnut Oil (1 L)"), wrapping anywhere; `children` follow it. */
export function NameWithSize({ name, size, children }: { name: string; size?: string; children?: ReactNode }) {
  return (
    <span className="bo-name">
      {name}
      {size && <span className="bo-muted"> ({size})</span>}
      {children}
    </span>
  );
}
