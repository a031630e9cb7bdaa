import css from './plain.css?inline';
import { Stylesheet } from './Stylesheet';

/** The stylesheet of the screens drawn without the kit (plain.css). */
export function PlainStyle() {
  return <Stylesheet href="bo-plain" css={css} />;
}
