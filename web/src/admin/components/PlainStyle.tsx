import css from './plain.css?inline';
import { FieldStyle } from './FieldStyle';
import { Stylesheet } from './Stylesheet';

/** The stylesheets of the screens drawn without the kit: the one they share with the login screen, then plain.css. */
export function PlainStyle() {
  return (
    <>
      <FieldStyle />
      <Stylesheet href="bo-plain" css={css} />
    </>
  );
}
