import { shopLegal } from '@catalogue/domain';
import { useSite } from '../../components/siteSettings';
import { useText } from '../i18n/useText';
import { FssaiMark } from './FssaiMark';
import './ShopDeclarations.css';

/**
 * The shop's part of a packaged food's declarations, as <dt>/<dd> pairs for a description list of
 * the page that mounts it: who made and packed it, the consumer-care contact, and the FSSAI number
 * with its mark. Each is left out when the shop has not given it. The list's own class,
 * `shop-declarations`, lays the pairs out.
 */
export function ShopDeclarations() {
  const text = useText();
  const { packer, consumerCare, fssaiLicence } = shopLegal(useSite().settings);
  const packerLines = [packer.name, ...packer.address].filter(Boolean);
  return (
    <>
      {packerLines.length > 0 && (
        <>
          <dt>{text('legal.packer')}</dt>
          <dd>{packerLines.join(', ')}</dd>
        </>
      )}
      {(consumerCare.phone || consumerCare.email) && (
        <>
          <dt>{text('legal.consumerCare')}</dt>
          <dd>
            {consumerCare.phone && <a href={`tel:${consumerCare.phone.replace(/[^+\d]/g, '')}`}>{consumerCare.phone}</a>}
            {consumerCare.phone && consumerCare.email && ' · '}
            {consumerCare.email && <a href={`mailto:${consumerCare.email}`}>{consumerCare.email}</a>}
          </dd>
        </>
      )}
      {fssaiLicence && (
        <>
          <dt>{text('legal.fssai')}</dt>
          <dd className="fssai-licence">
            <FssaiMark /> {fssaiLicence}
          </dd>
        </>
      )}
    </>
  );
}
