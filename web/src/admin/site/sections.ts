/**
 * The settings as the Site forms edit them: one form per section, each validated by that section's
 * part of the shared schema, and saved alone (the API keeps the other sections).
 */
import type { Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { yupResolver } from '@hookform/resolvers/yup';
import { siteSettingsSchema, type SiteSettings } from '@catalogue/domain';

/** The sections without the fields their own routes set (logo, hero image). */
export interface SectionValues {
  business: Omit<SiteSettings['business'], 'logo'>;
  hours: SiteSettings['hours'];
  home: Omit<SiteSettings['home'], 'hero'> & { hero: Omit<SiteSettings['home']['hero'], 'image'> };
  about: SiteSettings['about'];
  leads: SiteSettings['leads'];
  delivery: SiteSettings['delivery'];
  messages: SiteSettings['messages'];
}
export type SectionKey = keyof SectionValues;

/** A section's form values from the saved settings. */
export function sectionOf<K extends SectionKey>(settings: SiteSettings, key: K): SectionValues[K] {
  const sections: SectionValues = {
    business: (({ logo: _logo, ...rest }) => rest)(settings.business),
    hours: settings.hours,
    home: { ...settings.home, hero: (({ image: _image, ...rest }) => rest)(settings.home.hero) },
    about: settings.about,
    leads: settings.leads,
    delivery: settings.delivery,
    messages: settings.messages,
  };
  return structuredClone(sections[key]);
}

export const sectionResolver = <K extends SectionKey>(key: K) =>
  yupResolver(siteSettingsSchema.fields[key] as AnyObjectSchema) as unknown as Resolver<SectionValues[K]>;

/**
 * The API's field errors that belong to a section, by the form's field names:
 * 'business.phones[0].dial' → 'phones.0.dial'.
 */
export function sectionErrors(errors: Record<string, string> | undefined, key: SectionKey): [string, string][] {
  const prefix = `${key}.`;
  return Object.entries(errors ?? {})
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, message]) => [path.slice(prefix.length).replace(/\[(\d+)\]/g, '.$1'), message]);
}
