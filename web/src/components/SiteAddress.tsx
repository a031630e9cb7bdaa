import { SITE } from '../config/site';

/** The shop's postal address; the contact page adds the country. */
export function SiteAddress({ withCountry = false }: { withCountry?: boolean }) {
  return (
    <address>
      {SITE.address.line1}
      <br />
      {SITE.address.line2}
      {withCountry && (
        <>
          <br />
          {SITE.address.country}
        </>
      )}
    </address>
  );
}
