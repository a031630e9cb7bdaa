import { TextPair } from './fields';
import { sectionForm } from './SectionForm';

const HINT = 'Empty leaves the introduction out.';

/** The introductions under the headings of home page sections and of pages. */
export const LeadsForm = sectionForm({
  key: 'leads',
  title: 'Introductions',
  description: "The short texts under the headings of the home page's sections and of the pages.",
  Fields: LeadsFields,
});

function LeadsFields() {
  return (
    <>
      <TextPair name="featuredProducts" label="Home page: featured products" rows={2} hint={HINT} />
      <TextPair name="popularGallery" label="Home page: popular gallery" rows={2} hint={HINT} />
      <TextPair name="products" label="Products page" rows={2} hint={HINT} />
      <TextPair name="gallery" label="Gallery page" rows={2} hint={HINT} />
      <TextPair name="contact" label="Contact page" rows={2} hint={HINT} />
    </>
  );
}
