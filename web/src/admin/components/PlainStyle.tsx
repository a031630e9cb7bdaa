import css from './plain.css?inline';

/** The stylesheet of the screens drawn without the kit (plain.css); React inserts it once, however many ask. */
export function PlainStyle() {
  return (
    <style href="bo-plain" precedence="default">
      {css}
    </style>
  );
}
