/**
 * The settings as the Site forms edit them: one form per section, each validated by that section's
 * part of the shared schema, and saved alone (the API keeps the other sections).
 */
import type { FieldError, Resolver } from 'react-hook-form';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { toNestErrors } from '@hookform/resolvers';
import { siteSettingsSchema, siteTranslationsSchema, type SiteSettings } from '@catalogue/domain';
import { joinTexts, splitTexts, tamilPathOf } from './siteTexts';

/** The sections without the fields their own routes set (logo, hero image). */
export interface SectionValues {
  business: Omit<SiteSettings['business'], 'logo'>;
  hours: SiteSettings['hours'];
  home: Omit<SiteSettings['home'], 'hero'> & { hero: Omit<SiteSettings['home']['hero'], 'image'> };
  about: SiteSettings['about'];
  leads: SiteSettings['leads'];
  delivery: SiteSettings['delivery'];
  payments: SiteSettings['payments'];
  legal: SiteSettings['legal'];
  policies: SiteSettings['policies'];
  messages: SiteSettings['messages'];
}
export type SectionKey = keyof SectionValues;

/** A section's form values from the saved settings. */
function sectionOf<K extends SectionKey>(settings: SiteSettings, key: K): SectionValues[K] {
  const sections: SectionValues = {
    business: (({ logo: _logo, ...rest }) => rest)(settings.business),
    hours: settings.hours,
    home: { ...settings.home, hero: (({ image: _image, ...rest }) => rest)(settings.home.hero) },
    about: settings.about,
    leads: settings.leads,
    delivery: settings.delivery,
    payments: settings.payments,
    legal: settings.legal,
    policies: settings.policies,
    messages: settings.messages,
  };
  return structuredClone(sections[key]);
}

/** A section's form values: its English texts with their Tamil ones beside them (siteTexts.ts). */
export function sectionFormValues<K extends SectionKey>(settings: SiteSettings, key: K): SectionValues[K] {
  return joinTexts(sectionOf(settings, key), settings.translations?.ta?.[key]) as SectionValues[K];
}

/** What a section's save sends: the English section and its Tamil texts as stored. */
export const sectionSaveParts = <K extends SectionKey>(values: SectionValues[K]) => splitTexts(values);

const tamilSections = (siteTranslationsSchema.fields.ta as AnyObjectSchema).fields as Record<SectionKey, AnyObjectSchema>;

/** 'reasons.items[0].title' → 'reasons.items.0.title'. */
const formPath = (path = '') => path.replace(/\[(\d+)\]/g, '.$1');

/** `value` as `schema` makes it, or undefined with its errors put in `errors` by their form names (`toPath`). */
async function validated(schema: AnyObjectSchema, value: unknown, toPath: (path: string) => string, errors: Record<string, FieldError>): Promise<unknown> {
  try {
    return await schema.validate(value, { abortEarly: false });
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    for (const issue of error.inner.length ? error.inner : [error]) errors[toPath(formPath(issue.path))] ??= { type: issue.type ?? 'validation', message: issue.message };
    return undefined;
  }
}

/** Checks the English texts with the section's part of the shared schema and the Tamil ones with that of the translations' schema. */
export const sectionResolver =
  <K extends SectionKey>(key: K): Resolver<SectionValues[K]> =>
  async (values, _context, options) => {
    const { english, tamil } = splitTexts(values);
    const errors: Record<string, FieldError> = {};
    const [englishOut, tamilOut] = await Promise.all([
      validated(siteSettingsSchema.fields[key] as AnyObjectSchema, english, (path) => path, errors),
      validated(tamilSections[key], tamil, tamilPathOf, errors),
    ]);
    if (Object.keys(errors).length) return { values: {}, errors: toNestErrors(errors, options) };
    return { values: joinTexts(englishOut, tamilOut) as SectionValues[K], errors: {} };
  };

/**
 * The API's field errors that belong to a section, by the form's field names:
 * 'business.phones[0].dial' → 'phones.0.dial', 'translations.ta.home.hero.heading' → 'hero.ta.heading'.
 */
export function sectionErrors(errors: Record<string, string> | undefined, key: SectionKey): [string, string][] {
  const prefix = `${key}.`;
  const tamilPrefix = `translations.ta.${key}.`;
  return Object.entries(errors ?? {}).flatMap(([path, message]): [string, string][] => {
    if (path.startsWith(prefix)) return [[formPath(path.slice(prefix.length)), message]];
    if (path.startsWith(tamilPrefix)) return [[tamilPathOf(formPath(path.slice(tamilPrefix.length))), message]];
    return [];
  });
}
