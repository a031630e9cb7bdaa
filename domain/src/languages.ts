/** The site's languages, without the validation library: the public pages' formatting reads them. */
export const LANGUAGES = ['en', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The languages a text can be translated into (English is the entity's own fields). */
export const TRANSLATED_LANGUAGES = ['ta'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];
/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ta: 'தமிழ்' };
/** BCP 47 tags for `Intl` (numbers, dates) and `hreflang`. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-IN', ta: 'ta-IN' };

/**
 * A value per language, made the first time that language asks for it: an `Intl` format costs a page
 * load the ICU data of its language, which a page in the other language never needs.
 */
export function perLanguage<T>(make: (tag: string) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(LANGUAGE_TAGS[language]));
    return made.get(language)!;
  };
}

/**
 * A value made the first time it is asked for: an `Intl` object made as a module loads loads its ICU
 * data then, on every page that imports the module, as one long task of the page's start.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
export const UNKNOWN_LANGUAGE_MESSAGE = `Unknown language: use one of ${LANGUAGES.join(', ')}`;

/** A text in each language it is given in: English always, the others where translated (an order line keeps its product's name so). */
export type TextByLanguage = { en: string } & Partial<Record<TranslatedLanguage, string>>;

/** The text in `language`, else in English. */
export const textIn = (texts: TextByLanguage, language: Language): string => texts[language] ?? texts.en;
