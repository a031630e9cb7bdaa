import { Fragment } from 'react';
import { useSite } from '../../components/siteSettings';

/** The business's postal address, a line each; nothing when it has none. */
export function SiteAddress() {
  const lines = useSite().settings.business.address;
  if (lines.length === 0) return null;
  return (
    <address>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
