import type { ReactNode } from 'react';

interface CardProps {
  /** The heading's id, which names the card. */
  titleId: string;
  title: ReactNode;
  /** Beside the heading (a link, the period's buttons). */
  aside?: ReactNode;
  /** While its body's contents are being read again. */
  busy?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A titled card of the plain screens (plain.css `.bo-card`): its heading and what goes beside it, then its body. */
export function Card({ titleId, title, aside, busy, testId, children }: CardProps) {
  return (
    <section aria-labelledby={titleId} className="bo-card" data-testid={testId}>
      <header className="bo-card-header">
        <h2 id={titleId} className="bo-h2">
          {title}
        </h2>
        {aside}
      </header>
      <div className="bo-card-body" aria-busy={busy}>
        {children}
      </div>
    </section>
  );
}
