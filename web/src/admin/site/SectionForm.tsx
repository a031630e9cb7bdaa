import type { ComponentType } from 'react';
import { FormProvider, useWatch, type Control } from 'react-hook-form';
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { SiteSettings } from '@catalogue/domain';
import { SubmitButton } from '../components/FormStatus';
import { usePageTitle } from '../components/usePageTitle';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';
import { ConflictAlert } from '../components/ConflictAlert';
import { useLeaveGuard } from '../components/useLeaveGuard';
import { FormWithPreview } from './FormWithPreview';
import type { SectionKey, SectionValues } from './sections';
import { useSectionForm } from './useSectionForm';

/** A Site section as its form shows it. */
export interface SectionDeclaration<K extends SectionKey> {
  key: K;
  title: string;
  description: string;
  /** The section's fields, inside the form (they reach it through useFormContext); `settings` as saved (the images). */
  Fields: ComponentType<{ settings: SiteSettings }>;
  /** A live preview beside the form: `settings` with the section as it is being edited. */
  Preview?: ComponentType<{ settings: SiteSettings }>;
}

const LOAD_FAILED_MESSAGE = 'Failed to load site settings';

/** The page of the Site section `section` declares. */
export function sectionForm<K extends SectionKey>(section: SectionDeclaration<K>) {
  return function SiteSectionForm() {
    return <SectionForm section={section} />;
  };
}

/** A Site section's form card: heading, fields, the conflict and unsaved-changes notices, the leave warning, and Save; with the section's live preview. */
function SectionForm<K extends SectionKey>({ section }: { section: SectionDeclaration<K> }) {
  const { key, title, description, Fields, Preview } = section;
  const { form, settings, loadFailed, submit, saving, conflict } = useSectionForm(key);
  usePageTitle(`${title} · Site`);
  const dirty = form.formState.isDirty;
  const leaveGuard = useLeaveGuard(dirty && !saving);
  const headingId = `site-${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  const card = loadFailed ? (
    <ErrorAlert message={LOAD_FAILED_MESSAGE} />
  ) : !settings ? (
    <Loading />
  ) : (
    <FormProvider {...form}>
      <Card.Root asChild>
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Card.Header>
            <Heading as="h2" id={headingId} size="lg">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {description}
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <ConflictAlert {...conflict} />
              <Fields settings={settings} />
            </Stack>
          </Card.Body>
          <Card.Footer>
            <HStack justify="flex-end" gap="3" w="full" wrap="wrap">
              {dirty && (
                <Text color="gold.fg" fontWeight="bold" fontSize="sm" role="status">
                  Unsaved changes
                </Text>
              )}
              <SubmitButton saving={saving} label="Save Changes" />
            </HStack>
          </Card.Footer>
        </form>
      </Card.Root>
      {leaveGuard}
    </FormProvider>
  );
  if (!Preview) return card;
  return <FormWithPreview preview={settings && <LivePreview sectionKey={key} control={form.control} settings={settings} Preview={Preview} />}>{card}</FormWithPreview>;
}

/** `Preview` of the settings with the section's values as they are typed. */
function LivePreview<K extends SectionKey>({ sectionKey, control, settings, Preview }: { sectionKey: K; control: Control<SectionValues[K]>; settings: SiteSettings; Preview: ComponentType<{ settings: SiteSettings }> }) {
  const values = useWatch({ control });
  return <Preview settings={{ ...settings, [sectionKey]: { ...settings[sectionKey], ...values } }} />;
}
