import type { ReactNode } from 'react';

/** A short status beside a name, grey or in a tone (plain.css `.bo-badge`); `className` places it. */
export function Badge({ tone, className, children, testId }: { tone?: 'gold' | 'red' | 'orange' | 'green'; className?: string; children: ReactNode; testId?: string }) {
  return (
    <span className={['bo-badge', tone, className].filter(Boolean).join(' ')} data-testid={testId}>
      {children}
    </span>
  );
}
