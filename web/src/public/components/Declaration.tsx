/**
 * One declaration of a label or of the shop (a term and its value) in a description list: the product
 * page's declarations (product/Declarations.tsx) and the shop's (legal/ShopDeclarations.tsx) share it.
 */
import type { ReactNode } from 'react';
import './Declaration.css';

export function Declaration({ label, testId, valueClassName, children }: { label: string; testId: string; valueClassName?: string; children: ReactNode }) {
  return (
    <div className="declaration" data-testid={testId}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
