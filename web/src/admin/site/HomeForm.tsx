import { SimpleGrid } from '@chakra-ui/react';
import { SITE_LIMITS, type SiteSettings } from '@catalogue/domain';
import { FieldGroup, TEXT_HINT, TextPair } from './fields';
import { sectionForm } from './SectionForm';
import { SiteImageField } from './SiteImageField';

/** The home page's texts: hero (with its background image), story teaser, the three figures, contact block. */
export const HomeForm = sectionForm({
  key: 'home',
  title: 'Home Page',
  description: "The texts of the home page's sections.",
  Fields: HomeFields,
});

function HomeFields({ settings }: { settings: SiteSettings }) {
  return (
    <>
      <FieldGroup legend="Hero">
        <TextPair name="hero.badge" label="Badge" hint="The small label above the heading." />
        <TextPair name="hero.heading" label="Heading" required />
        <TextPair name="hero.text" label="Text" rows={3} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextPair name="hero.primaryButton" label="Products button label" required />
          <TextPair name="hero.secondaryButton" label="About button label" required />
        </SimpleGrid>
        <SiteImageField kind="hero-image" label="Hero image" image={settings.home.hero.image ?? null} hint="The hero's background, saved as soon as you choose it. Without one the default background shows." />
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
    </>
  );
}
