/**
 * One Site section's form: filled from the saved settings (fields the owner changed are kept when
 * the settings change under them, e.g. after an image upload), validated with the section's part of
 * the shared schema, saved as that section alone, with the ETag of the settings it was filled from:
 * a save over a version that changed the same section is refused and shown as a conflict; one that
 * changed only other sections is saved again over it. The API's field errors go onto the fields.
 */
import { useEffect } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import type { SiteSettingsVersion } from '@catalogue/domain';
import { currentSiteSettings, useSaveSiteSettings, useSiteSettings } from '../../api/site.queries';
import { ApiQueryError, asApiError } from '../../api/queryResult';
import { toast } from '../components/toast';
import { useEditConflict } from '../components/useEditConflict';
import { sectionErrors, sectionFormValues, sectionResolver, sectionSaveParts, type SectionKey, type SectionValues } from './sections';

const SAVED_MESSAGE = 'Site settings saved successfully';
const SAVE_FAILED_MESSAGE = 'Failed to save site settings';

export function useSectionForm<K extends SectionKey>(key: K) {
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  const conflict = useEditConflict<SiteSettingsVersion>(settings.data, currentSiteSettings, (value) => sectionFormValues(value, key));
  const form = useForm<SectionValues[K]>({
    resolver: sectionResolver(key),
    mode: 'onTouched',
    defaultValues: settings.data && (sectionFormValues(settings.data, key) as DefaultValues<SectionValues[K]>),
  });
  const { reset, setError, handleSubmit } = form;

  useEffect(() => {
    if (settings.data) reset(sectionFormValues(settings.data, key), { keepDirtyValues: true });
  }, [settings.data, key, reset]);

  /** The section and its Tamil texts (the API keeps the other sections' Tamil texts as they are). */
  const send = (values: SectionValues[K], ifMatch: string | null) => {
    const { english, tamil } = sectionSaveParts(values);
    return save.mutateAsync({ sections: { [key]: english, translations: { ta: { [key]: tamil } } }, ifMatch });
  };

  /** Saves the section; null when it met a conflict in this section (then shown). */
  const saveSection = async (values: SectionValues[K]): Promise<SiteSettingsVersion | null> => {
    try {
      return await send(values, conflict.ifMatch);
    } catch (error) {
      const caught = await conflict.caught(asApiError(error), { retryUnchanged: true });
      if (caught === true) return null;
      if (!caught) throw error;
      return send(values, caught.retryWith);
    }
  };

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await saveSection(values);
      if (!saved) return;
      conflict.saved(saved);
      reset(sectionFormValues(saved, key));
      toast.success(SAVED_MESSAGE);
    } catch (error) {
      const fieldErrors = error instanceof ApiQueryError ? sectionErrors(error.errors, key) : [];
      for (const [name, message] of fieldErrors) setError(name as Path<SectionValues[K]>, { type: 'server', message }, { shouldFocus: true });
      toast.error(error instanceof ApiQueryError && !fieldErrors.length ? error.message : SAVE_FAILED_MESSAGE);
    }
  });

  const conflictActions = {
    conflict: conflict.conflict,
    onReload: () => {
      const current = conflict.reload();
      if (current) reset(sectionFormValues(current, key));
    },
    onKeepEditing: conflict.keepEditing,
  };

  return { form, settings: settings.data, loadFailed: settings.isError, submit, saving: save.isPending, conflict: conflictActions };
}
