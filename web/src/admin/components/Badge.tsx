import type { ReactNode } from 'react';

/** A short status beside a name, grey or in a tone (plain.css `.bo-badge`). */
export function Badge({ tone, children, testId }: { tone?: 'gold' | 'red' | 'orange' | 'green'; children: ReactNode; testId?: string }) {
  return (
    <span className={tone ? `bo-badge ${tone}` : 'bo-badge'} data-testid={testId}>
      {children}
    </span>
  );
}
