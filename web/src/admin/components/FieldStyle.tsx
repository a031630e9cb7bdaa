import css from './FieldStyle.css?inline';
import { Stylesheet } from './Stylesheet';

/**
 * The stylesheet the login screen and the signed-in shell share (FieldStyle.css): labelled controls,
 * checkboxes, buttons, alerts and the focus ring. The login screen loads it alone, without plain.css.
 */
export function FieldStyle() {
  return <Stylesheet href="bo-field" css={css} />;
}
