import css from './Loading.css?inline';

/**
 * The page-level loading notice. Without the kit: it is also what shows while the signed-in shell,
 * a screen or the kit load (AdminApp.tsx), and React inserts its style once, however many are drawn.
 */
export function Loading() {
  return (
    <div role="status" className="bo-loading">
      <style href="bo-loading" precedence="default">
        {css}
      </style>
      <span className="bo-spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
