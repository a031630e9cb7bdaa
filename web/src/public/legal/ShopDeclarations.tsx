import { shopLegal } from '@catalogue/domain';
import { useSite } from '../../components/siteSettings';
import { useText } from '../i18n/useText';
import { Declaration } from '../components/Declaration';
import { FssaiMark } from './FssaiMark';
import './ShopDeclarations.css';

/**
 * The shop's part of a packaged food's declarations, as items of a description list of the page that
 * mounts it (the product's declarations, a policy page): who made and packed it, the consumer-care contact, and the FSSAI number
 * with its mark. Each is left out when the shop has not given it.
 */
export function ShopDeclarations() {
  const text = useText();
  const { packer, consumerCare, fssaiLicence } = shopLegal(useSite().settings);
  const packerLines = [packer.name, ...packer.address].filter(Boolean);
  return (
    <>
      {packerLines.length > 0 && (
        <Declaration label={text('legal.packer')} testId="declaration-packer">
          {packerLines.join(', ')}
        </Declaration>
      )}
      {(consumerCare.phone || consumerCare.email) && (
        <Declaration label={text('legal.consumerCare')} testId="declaration-consumer-care">
            {consumerCare.phone && <a href={`tel:${consumerCare.phone.replace(/[^+\d]/g, '')}`}>{consumerCare.phone}</a>}
            {consumerCare.phone && consumerCare.email && ' · '}
            {consumerCare.email && <a href={`mailto:${consumerCare.email}`}>{consumerCare.email}</a>}
        </Declaration>
      )}
      {fssaiLicence && (
        <Declaration label={text('legal.fssai')} testId="declaration-fssai" valueClassName="fssai-licence">
          <FssaiMark /> {fssaiLicence}
        </Declaration>
      )}
    </>
  );
}
