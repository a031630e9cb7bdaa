import { TextPair } from './fields';
import { SectionForm } from './SectionForm';
import { useSectionForm } from './useSectionForm';

const HINT = 'Empty leaves the introduction out.';

/** The introductions under the headings of home page sections and of pages. */
export function LeadsForm() {
  const { form, settings, loadFailed, submit, saving, conflict } = useSectionForm('leads');
  return (
    <SectionForm
      title="Introductions"
      description="The short texts under the headings of the home page's sections and of the pages."
      form={form}
      onSubmit={() => void submit()}
      saving={saving}
      conflict={conflict}
      ready={Boolean(settings)}
      loadFailed={loadFailed}
    >
      <TextPair name="featuredProducts" label="Home page: featured products" rows={2} hint={HINT} />
      <TextPair name="popularGallery" label="Home page: popular gallery" rows={2} hint={HINT} />
      <TextPair name="products" label="Products page" rows={2} hint={HINT} />
      <TextPair name="gallery" label="Gallery page" rows={2} hint={HINT} />
      <TextPair name="contact" label="Contact page" rows={2} hint={HINT} />
    </SectionForm>
  );
}
