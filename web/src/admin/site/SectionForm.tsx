import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { SubmitButton } from '../components/FormStatus';
import { usePageTitle } from '../components/usePageTitle';
import { Loading } from '../components/Loading';
import { ErrorAlert } from '../components/ErrorAlert';
import { ConflictAlert } from '../components/ConflictAlert';
import type { Conflict } from '../components/useEditConflict';
import { useLeaveGuard } from '../components/useLeaveGuard';

interface SectionFormProps<T extends FieldValues> {
  title: string;
  description: string;
  form: UseFormReturn<T>;
  onSubmit: () => void;
  saving: boolean;
  /** A save refused because the section changed elsewhere, and what the owner can do about it. */
  conflict: { conflict: Conflict<unknown> | null; onReload: () => void; onKeepEditing: () => void };
  /** The settings have arrived (the fields render from them). */
  ready: boolean;
  loadFailed: boolean;
  children: ReactNode;
}

const LOAD_FAILED_MESSAGE = 'Failed to load site settings';

/** A Site section's form card: heading, fields, the unsaved-changes notice and warning, and Save. */
export function SectionForm<T extends FieldValues>({ title, description, form, onSubmit, saving, conflict, ready, loadFailed, children }: SectionFormProps<T>) {
  usePageTitle(`${title} · Site`);
  const dirty = form.formState.isDirty;
  const leaveGuard = useLeaveGuard(dirty && !saving);
  const headingId = `site-${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  if (loadFailed) return <ErrorAlert message={LOAD_FAILED_MESSAGE} />;
  if (!ready) return <Loading />;
  return (
    <FormProvider {...form}>
      <Card.Root asChild>
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
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
              {children}
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
}
