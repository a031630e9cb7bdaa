import { useEffect } from 'react';
import { Controller, FormProvider, useForm, useFormContext, type Path, type Resolver } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Checkbox, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { RATING_MAX, RATING_MIN, TESTIMONIAL_TEXTS, testimonialSchema, type Testimonial, type TestimonialInput } from '@catalogue/domain';
import { getTestimonial } from '../../api/testimonials';
import { useCreateTestimonial, useTestimonial, useUpdateTestimonial } from '../../api/testimonials.queries';
import { ApiQueryError, asApiError, unwrap } from '../../api/queryResult';
import { ConflictAlert } from '../components/ConflictAlert';
import { useEditConflict } from '../components/useEditConflict';
import { SubmitButton } from '../components/FormStatus';
import { toast } from '../components/toast';
import { useFieldError } from './fields';
import { TranslatedField } from '../translations/TranslatedField';
import { withTamilTexts } from '../translations/withTamilTexts';

const EMPTY: TestimonialInput = { quote: '', name: '', place: '', rating: RATING_MAX, shown: true, translations: withTamilTexts(undefined, TESTIMONIAL_TEXTS) };
const FIELDS = ['quote', 'name', 'place', 'rating', 'shown'];
const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MAX - index);

interface TestimonialDialogProps {
  /** The testimonial edited, 'new' to add one, null when closed. */
  editing: Testimonial | 'new' | null;
  onClose: () => void;
}

const valuesOf = (editing: TestimonialDialogProps['editing']): TestimonialInput =>
  editing && editing !== 'new' ? { quote: editing.quote, name: editing.name, place: editing.place, rating: editing.rating, shown: editing.shown, translations: withTamilTexts(editing.translations, TESTIMONIAL_TEXTS) } : EMPTY;

const FIELD_LABELS = { quote: 'Quote', name: 'Name', place: 'Place or role', rating: 'Rating', shown: 'Shown on the website', translations: 'Tamil texts' };

/**
 * Adds or edits a testimonial in a dialog. An edit is filled from the testimonial as stored when the
 * dialog opens (its ETag goes with the save: a testimonial changed since is not overwritten). Keyed
 * by the testimonial edited (TestimonialsManager), so each opening starts afresh.
 */
export function TestimonialDialog({ editing, onClose }: TestimonialDialogProps) {
  const create = useCreateTestimonial();
  const update = useUpdateTestimonial();
  const editedId = editing && editing !== 'new' ? editing._id : undefined;
  const stored = useTestimonial(editedId);
  const conflict = useEditConflict(stored.data, () => unwrap(getTestimonial(editedId ?? '')), undefined, FIELD_LABELS);
  const form = useForm<TestimonialInput>({ resolver: yupResolver(testimonialSchema) as unknown as Resolver<TestimonialInput>, defaultValues: EMPTY });
  const { reset, handleSubmit, setError, control } = form;
  const isNew = editing === 'new';

  useEffect(() => {
    if (editing) reset(valuesOf(editing));
  }, [editing, reset]);
  // The stored testimonial replaces the list's copy once it arrives (fields typed meanwhile stay).
  useEffect(() => {
    if (stored.data) reset(valuesOf(stored.data), { keepDirtyValues: true });
  }, [stored.data, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      if (editing === 'new') await create.mutateAsync(values);
      else if (editing) conflict.saved(await update.mutateAsync({ id: editing._id, input: values, ifMatch: conflict.ifMatch }));
      toast.success(isNew ? 'Testimonial created successfully' : 'Testimonial updated successfully');
      onClose();
    } catch (error) {
      if (await conflict.caught(asApiError(error))) return;
      const fieldErrors = Object.entries(error instanceof ApiQueryError ? (error.errors ?? {}) : {}).filter(([field]) => FIELDS.includes(field));
      for (const [field, message] of fieldErrors) setError(field as Path<TestimonialInput>, { type: 'server', message });
      toast.error(error instanceof ApiQueryError && !fieldErrors.length ? error.message : 'Failed to save testimonial');
    }
  });

  const saving = create.isPending || update.isPending;
  return (
    <Dialog.Root open={editing !== null} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <FormProvider {...form}>
                <Dialog.Header>
                  <Dialog.Title>{isNew ? 'Add Testimonial' : 'Edit Testimonial'}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <ConflictAlert
                      conflict={conflict.conflict}
                      onReload={() => {
                        const current = conflict.reload();
                        if (current) reset(valuesOf(current));
                      }}
                      onKeepEditing={conflict.keepEditing}
                    />
                    <TranslatedField name="quote" tamilName="translations.ta.quote" label="Quote" rows={4} required />
                    <TranslatedField name="name" tamilName="translations.ta.name" label="Name" required />
                    <TranslatedField name="place" tamilName="translations.ta.place" label="Place or role" placeholder="e.g. Home cook" />
                    <RatingField />
                    <Controller
                      control={control}
                      name="shown"
                      render={({ field }) => (
                        <Checkbox.Root checked={Boolean(field.value)} onCheckedChange={(details) => field.onChange(details.checked === true)}>
                          <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>Shown on the website</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                    />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline" disabled={saving}>
                      Cancel
                    </Button>
                  </Dialog.ActionTrigger>
                  <SubmitButton saving={saving} label={isNew ? 'Add Testimonial' : 'Save Testimonial'} />
                </Dialog.Footer>
              </FormProvider>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RatingField() {
  const { register } = useFormContext<TestimonialInput>();
  const error = useFieldError('rating');
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Rating
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('rating')}>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {rating} of {RATING_MAX} stars
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
