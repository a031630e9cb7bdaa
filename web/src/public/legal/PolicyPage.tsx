import type { ReactNode } from 'react';
import { shopLegal, type DayRange, type PolicyKey } from '@catalogue/domain';
import { PageHero } from '../components/PageHero';
import { RichText } from '../../components/RichText';
import { useSite } from '../../components/siteSettings';
import { formatPrice } from '../../components/format';
import { usePublicPageMeta } from '../seo/usePublicPageMeta';
import { useLanguage } from '../i18n/language';
import { useText } from '../i18n/useText';
import { POLICY_TITLES } from './policyTitles';
import { ShopDeclarations } from './ShopDeclarations';
import './PolicyPage.css';

/** One of the shop's policy pages: what the shop says above the owner's text (the delivery areas, the return window), the text, and whom to ask. */
export function PolicyPage({ policy }: { policy: PolicyKey }) {
  const { settings } = useSite();
  const text = useText();
  const title = text(POLICY_TITLES[policy]);
  usePublicPageMeta(title, text('policy.metaDescription', { policy: title, name: settings.business.name }));
  const facts: Partial<Record<PolicyKey, ReactNode>> = { shipping: <ShippingFacts />, returns: <ReturnWindow /> };
  return (
    <>
      <PageHero title={title} />
      <div className="container section policy-page">
        {facts[policy]}
        <RichText text={settings.policies[policy].text} />
        <ShopContacts />
      </div>
    </>
  );
}

function useDays() {
  const text = useText();
  return ({ min, max }: DayRange) => (min === max ? text('policy.days', { min }) : text('policy.dayRange', { min, max }));
}

/** The delivery areas with their pincodes, fees and minimum orders, and how long packing and delivery take. */
function ShippingFacts() {
  const { delivery } = useSite().settings;
  const text = useText();
  const language = useLanguage();
  const days = useDays();
  return (
    <section aria-labelledby="policy-areas-title">
      <h2 id="policy-areas-title">{text('policy.areasTitle')}</h2>
      {delivery.areas.length ? (
        <div className="policy-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{text('policy.area')}</th>
                <th scope="col">{text('policy.pincodes')}</th>
                <th scope="col">{text('policy.fee')}</th>
                <th scope="col">{text('policy.minimumOrder')}</th>
              </tr>
            </thead>
            <tbody>
              {delivery.areas.map((area) => (
                <tr key={area.name}>
                  <th scope="row">{area.name}</th>
                  <td>{area.pincodes.join(', ')}</td>
                  <td>{area.fee ? formatPrice(area.fee, language) : text('policy.free')}</td>
                  <td>{area.minimumOrder ? formatPrice(area.minimumOrder, language) : text('policy.noMinimum')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{text('policy.noAreas')}</p>
      )}
      <RichText text={delivery.areas.length ? delivery.outsideMessage : ''} />
      <p>{text('policy.times', { handling: days(delivery.handlingDays), transit: days(delivery.transitDays) })}</p>
    </section>
  );
}

function ReturnWindow() {
  const { windowDays } = useSite().settings.policies.returns;
  const text = useText();
  return <p className="policy-lead">{windowDays > 0 ? text('policy.returnWindow', { days: windowDays }) : text('policy.noReturns')}</p>;
}

/** The seller's details: maker/packer, consumer care, FSSAI number, and the grievance officer. */
function ShopContacts() {
  const { settings } = useSite();
  const text = useText();
  const { grievanceOfficer: officer } = shopLegal(settings);
  const officerLines = [officer.name, officer.designation].filter(Boolean).join(', ');
  return (
    <section className="policy-contacts" aria-labelledby="policy-contacts-title">
      <h2 id="policy-contacts-title">{text('policy.contactTitle')}</h2>
      <dl className="shop-declarations">
        <ShopDeclarations />
        {(officerLines || officer.phone || officer.email) && (
          <>
            <dt>{text('legal.grievanceOfficer')}</dt>
            <dd>
              {[officerLines, officer.phone, officer.email].filter(Boolean).join(' · ')}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
