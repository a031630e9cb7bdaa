/**
 * The shop's texts in two languages. English is the entity's own fields (required where they are);
 * Tamil is an optional overlay kept beside them in `translations: { ta: { … } }`, one per entity
 * (a size's in the size, the site settings' mirroring their sections). A reader in a language gets
 * each text in it when it is given, else the English one: field by field (`inLanguage`).
 */
import * as yup from 'yup';
import { hasVisibleText, parsedJsonText, safeText } from './fields';
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, type Language, type TextByLanguage, type TranslatedLanguage } from './languages';

export * from './languages';

/** Every text of `T`, each optional, arrays by index: the shape of a translation. */
type TextsOf<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? TextsOf<U>[]
    : T extends object
      ? { [K in keyof T]?: TextsOf<T[K]> }
      : never;

/** An entity's translations: for each translated language, some of its texts. */
export type Translations<T> = Partial<Record<TranslatedLanguage, TextsOf<T>>>;

/** A translated text: the English field's rules, optional; blank or invisible-only text counts as not translated (''). */
export const translatedText = (max: number, options?: { multiline?: boolean }) =>
  safeText(max, options).transform((value: unknown) => (typeof value === 'string' && !hasVisibleText(value) ? '' : value));

const UNKNOWN_FIELD = 'Unknown field: ${unknown}';

/**
 * `translations` of an entity whose translatable texts have the schemas `texts` (translatedText):
 * an object, or its JSON as text (a multipart field). Unknown languages and fields are refused.
 */
export function translationsSchema<T extends yup.ObjectShape>(texts: T) {
  return yup
    .object({
      ta: yup.object(texts).noUnknown(UNKNOWN_FIELD).default(undefined).optional().typeError('The Tamil texts must be an object'),
    })
    .transform(parsedJsonText)
    .noUnknown('Unknown language: ${unknown}')
    .default({})
    .typeError('Translations must be an object');
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A translation without its empty texts (nor objects and trailing list entries left empty by them): what is stored. */
export function compactTexts(value: unknown): unknown {
  if (typeof value === 'string') return hasVisibleText(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map((item) => compactTexts(item) ?? (typeof item === 'string' ? '' : {}));
    while (items.length && isEmptyText(items.at(-1))) items.pop();
    return items.length ? items : undefined;
  }
  if (isRecord(value)) {
    const entries = Object.keys(value)
      .map((key) => [key, compactTexts(value[key])] as const)
      .filter(([, text]) => text !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

const isEmptyText = (value: unknown) => value === '' || (isRecord(value) && Object.keys(value).length === 0);

/** Translations as stored: each language's texts compacted, languages left empty dropped. */
export function compactTranslations<T>(translations: Translations<T> | null | undefined): Translations<T> {
  const compact: Translations<T> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = compactTexts(translations?.[language]);
    if (texts !== undefined) compact[language] = texts as TextsOf<T>;
  }
  return compact;
}

/**
 * `english` with each text replaced by the one at the same place in `translation` when that one
 * shows something: strings by key, lists by index. Only places `english` has are read, so a
 * translation's extra keys (`__proto__` included) are never copied.
 */
export function overlayTexts<T>(english: T, translation: unknown): T {
  if (typeof english === 'string') return (typeof translation === 'string' && hasVisibleText(translation) ? translation : english) as T;
  if (Array.isArray(english)) return english.map((item: unknown, index) => overlayTexts(item, Array.isArray(translation) ? translation[index] : undefined)) as T;
  if (isRecord(english)) {
    if (!isRecord(translation)) return english;
    return Object.fromEntries(Object.keys(english).map((key) => [key, overlayTexts(english[key], Object.hasOwn(translation, key) ? translation[key] : undefined)])) as T;
  }
  return english;
}

/** An entity as read in `language`: its texts in it where translated, without `translations`. */
export function inLanguage<T extends { translations?: Partial<Record<TranslatedLanguage, unknown>> }>(entity: T, language: Language): Omit<T, 'translations'> {
  const { translations, ...english } = entity;
  return language === DEFAULT_LANGUAGE ? english : overlayTexts(english, translations?.[language as TranslatedLanguage]);
}

/**
 * The texts of `english` (by the names in `fields`) that have something to say but no translation
 * in `language`: what the back office marks as not yet translated.
 */
export function untranslatedFields<T extends Record<string, unknown>>(
  english: T,
  translations: Translations<T> | null | undefined,
  fields: readonly (keyof T & string)[],
  language: TranslatedLanguage = 'ta',
): string[] {
  const texts = (translations?.[language] ?? {}) as Record<string, unknown>;
  return fields.filter((field) => {
    const source = english[field];
    const text = texts[field];
    return typeof source === 'string' && hasVisibleText(source) && !(typeof text === 'string' && hasVisibleText(text));
  });
}

/** What can carry translations: an entity, or a part of one (a product's size). */
interface Translatable {
  translations?: Partial<Record<TranslatedLanguage, unknown>> | null;
}

/**
 * How many texts of an entity are not yet in `language`: its own `fields`, and each of its parts'
 * (e.g. a product's sizes and their `label`). 0: fully translated.
 */
export function untranslatedCount<T extends Translatable, P extends Translatable>(
  entity: T,
  fields: readonly (keyof T & string)[],
  parts: { items: readonly P[]; fields: readonly (keyof P & string)[] } | null = null,
  language: TranslatedLanguage = 'ta',
): number {
  const missing = (item: Translatable, names: readonly string[]) =>
    untranslatedFields(item as unknown as Record<string, unknown>, item.translations as Translations<Record<string, unknown>>, names, language).length;
  return missing(entity, fields) + (parts?.items ?? []).reduce((sum, item) => sum + missing(item, parts?.fields ?? []), 0);
}

/** An entity's `fields` in every language it has them in (English first): what a search looks through. */
export function textsInEveryLanguage<T extends Translatable>(entity: T, fields: readonly (keyof T & string)[]): string[] {
  const translated = TRANSLATED_LANGUAGES.map((language) => (entity.translations?.[language] ?? {}) as Record<string, unknown>);
  return [entity, ...translated].flatMap((texts) => fields.map((field) => (texts as Record<string, unknown>)[field]).filter((text): text is string => typeof text === 'string'));
}

/** An entity's text `field` in each language it has it in (an order line's product name, its size's label). */
export function textByLanguage<K extends string>(entity: Translatable & Record<K, string>, field: K): TextByLanguage {
  const texts: TextByLanguage = { en: entity[field] };
  for (const language of TRANSLATED_LANGUAGES) {
    const text = (entity.translations?.[language] as Record<string, unknown> | undefined)?.[field];
    if (typeof text === 'string' && hasVisibleText(text)) texts[language] = text;
  }
  return texts;
}
