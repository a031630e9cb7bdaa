/**
 * Which of an entity's texts are shown in every language, said where the field is declared (as
 * Payload's `localized: true` does): `name: translated(requiredText(MAX_NAME_LENGTH, '…'))`. From
 * that declaration come the entity's translations schema (each translated text optional, with its
 * English rule's length and lines), the type of its Tamil texts, the names the forms hold a Tamil
 * twin of and a search looks through in every language.
 */
import type * as yup from 'yup';
import { isMultiline, maxLengthOf } from './fields';
import type { PlainFields, PlainValues } from './plainFields';
import { translatedText, translationsSchema } from './translations';

declare const TRANSLATED: unique symbol;

/** A schema of text (or of text left out). */
type TextSchema = yup.AnySchema & yup.ISchema<string | undefined>;

/** A text field declared translated. */
export type Translated<S extends TextSchema> = S & { readonly [TRANSLATED]: true };

/** The names of the translated fields among `F`. */
export type TranslatedName<F extends PlainFields> = { [K in keyof F]: F[K] extends { readonly [TRANSLATED]: true } ? K : never }[keyof F] & string;

/** The translated texts of an entity with the fields `F`: what each of its translations holds. */
export type TranslatedValues<F extends PlainFields> = Pick<PlainValues<F>, TranslatedName<F>>;

/** Declares a text field translated: its text is given in each language, English being the field itself. */
export const translated = <S extends TextSchema>(english: S): Translated<S> => english.meta({ translated: true }) as Translated<S>;

/** The translated fields' names, in their declaration's order. */
export const translatedNames = <F extends PlainFields>(fields: F): TranslatedName<F>[] =>
  Object.keys(fields).filter((name) => fields[name].spec.meta?.translated === true) as TranslatedName<F>[];

/** A translation's rule for a translated field: the English rule's length and lines, optional. */
function translationRule(name: string, english: yup.AnySchema) {
  const max = maxLengthOf(english);
  if (max === undefined) throw new Error(`The translated field ${name} needs a maximum length`);
  return translatedText(max, { multiline: isMultiline(english) });
}

/** The `translations` of an entity with the fields `fields`: its translated fields' texts in each language. */
export const translationsOf = <F extends PlainFields>(fields: F) =>
  translationsSchema(Object.fromEntries(translatedNames(fields).map((name) => [name, translationRule(name, fields[name])])) as Record<TranslatedName<F>, ReturnType<typeof translatedText>>);
