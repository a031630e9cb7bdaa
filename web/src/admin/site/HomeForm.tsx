import { SimpleGrid } from '@chakra-ui/react';
import { SITE_LIMITS } from '@catalogue/domain';
import { FieldGroup, TextPair } from './fields';
import { SectionForm } from './SectionForm';
import { SiteImageField } from './SiteImageField';
import { useSectionForm } from './useSectionForm';

const TEXT_HINT = 'A blank line starts a new paragraph; *words between asterisks* are emphasised.';

/** The home page's texts: hero (with its background image), story teaser, the three figures, contact block. */
export function HomeForm() {
  const { form, settings, loadFailed, submit, saving, conflict } = useSectionForm('home');
  return (
    <SectionForm
      title="Home Page"
      description="The texts of the home page's sections."
      form={form}
      onSubmit={() => void submit()}
      saving={saving}
      conflict={conflict}
      ready={Boolean(settings)}
      loadFailed={loadFailed}
    >
      <FieldGroup legend="Hero">
        <TextPair name="hero.badge" label="Badge" hint="The small label above the heading." />
        <TextPair name="hero.heading" label="Heading" required />
        <TextPair name="hero.text" label="Text" rows={3} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextPair name="hero.primaryButton" label="Products button label" required />
          <TextPair name="hero.secondaryButton" label="About button label" required />
        </SimpleGrid>
        <SiteImageField kind="hero-image" label="Hero image" image={settings?.home.hero.image ?? null} hint="The hero's background, saved as soon as you choose it. Without one the default background shows." />
      </FieldGroup>
      <FieldGroup legend="Story teaser">
        <TextPair name="story.heading" label="Heading" required />
        <TextPair name="story.text" label="Text" rows={5} hint={TEXT_HINT} />
        <TextPair name="story.button" label="Button label" required />
      </FieldGroup>
      <FieldGroup legend="Figures" hint="Three short figures with their labels, e.g. '100%' and 'Natural'.">
        {Array.from({ length: SITE_LIMITS.stats }, (_, index) => (
          <SimpleGrid key={index} columns={2} gap="3">
            <TextPair name={`stats.${index}.value`} label={`Figure ${index + 1}`} />
            <TextPair name={`stats.${index}.label`} label={`Figure ${index + 1} label`} />
          </SimpleGrid>
        ))}
      </FieldGroup>
      <FieldGroup legend="Contact block">
        <TextPair name="contact.heading" label="Heading" required />
        <TextPair name="contact.text" label="Text" rows={3} />
      </FieldGroup>
    </SectionForm>
  );
}
