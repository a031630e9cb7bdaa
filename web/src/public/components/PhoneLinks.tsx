import { Fragment } from 'react';
import { telHref, useSite } from '../../components/siteSettings';

/** The business's phone numbers as call links, one a line. */
export function PhoneLinks() {
  return useSite().settings.business.phones.map((phone, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      <a href={telHref(phone)}>{phone.display}</a>
    </Fragment>
  ));
}
