/**
 * One Site section's form: filled from the saved settings (fields the owner changed are kept when
 * the settings change under them, e.g. after an image upload), validated with the section's part of
 * the shared schema, saved as the whole settings with the section replaced; the API's field errors
 * go onto the fields.
 */
import { useEffect } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { useSaveSiteSettings, useSiteSettings } from '../../api/site.queries';
import { ApiQueryError } from '../../api/queryResult';
import { toast } from '../components/toast';
import { sectionErrors, sectionOf, sectionResolver, withSection, type SectionKey, type SectionValues } from './sections';

const SAVED_MESSAGE = 'Site settings saved successfully';
const SAVE_FAILED_MESSAGE = 'Failed to save site settings';

export function useSectionForm<K extends SectionKey>(key: K) {
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  const form = useForm<SectionValues[K]>({
    resolver: sectionResolver(key),
    mode: 'onTouched',
    defaultValues: settings.data && (sectionOf(settings.data, key) as DefaultValues<SectionValues[K]>),
  });
  const { reset, setError, handleSubmit } = form;

  useEffect(() => {
    if (settings.data) reset(sectionOf(settings.data, key), { keepDirtyValues: true });
  }, [settings.data, key, reset]);

  const submit = handleSubmit(async (values) => {
    if (!settings.data) return;
    try {
      const saved = await save.mutateAsync(withSection(settings.data, key, values));
      reset(sectionOf(saved, key));
      toast.success(SAVED_MESSAGE);
    } catch (error) {
      const fieldErrors = error instanceof ApiQueryError ? sectionErrors(error.errors, key) : [];
      for (const [name, message] of fieldErrors) setError(name as Path<SectionValues[K]>, { type: 'server', message }, { shouldFocus: true });
      toast.error(error instanceof ApiQueryError && !fieldErrors.length ? error.message : SAVE_FAILED_MESSAGE);
    }
  });

  return { form, settings: settings.data, loadFailed: settings.isError, submit, saving: save.isPending };
}
