import css from './Loading.css?inline';
import { FieldStyle } from './FieldStyle';
import { Stylesheet } from './Stylesheet';

/**
 * The page-level loading notice. Without the kit: it is also what shows while the signed-in shell,
 * a screen or the kit load (AdminApp.tsx), and React inserts its style once, however many are drawn.
 * Its colours are FieldStyle's.
 */
export function Loading() {
  return (
    <div role="status" className="bo-loading">
      <FieldStyle />
      <Stylesheet href="bo-loading" css={css} />
      <span className="bo-spinner" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
