/** A stylesheet of the back office drawn without the kit: React inserts it in the head once, however many components ask for it. */
export function Stylesheet({ href, css }: { href: string; css: string }) {
  return (
    <style href={href} precedence="default">
      {css}
    </style>
  );
}
