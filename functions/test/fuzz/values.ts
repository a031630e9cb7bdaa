/**
 * Hostile values for the fuzz suite: numbers and numeric text that are not plain finite decimals,
 * text with invisible, direction-changing, control or unpaired-surrogate characters, keys named
 * after Object.prototype members, structures where scalars are expected, and ids Firestore cannot
 * take. JSON is written as text (`Json`), so that `1e400`, duplicate keys and `__proto__` survive.
 */
import fc from 'fast-check';

/** A JSON value written by hand: raw tokens, and objects as entry lists (duplicates and `__proto__` kept). */
export type Json = string | number | boolean | null | RawToken | Json[] | JsonObject;
class RawToken {
  constructor(readonly text: string) {}
}
export class JsonObject {
  constructor(readonly entries: [string, Json][]) {}
}

export function jsonText(value: Json): string {
  if (value instanceof RawToken) return value.text;
  if (value instanceof JsonObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  return JSON.stringify(value);
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'isPrototypeOf', '__defineGetter__', 'then'];

/** Numbers as JSON tokens: out of range, negative zero, exponents, huge integers. */
const rawNumber = fc
  .constantFrom('1e400', '-1e400', '1e308', '-1e-400', '-0', '0', '-1', '1.5', '1e6', '1000001', '-1000001', '9007199254740993', '123456789012345678901234567890', '0.1e1', '1E2')
  .map((text) => new RawToken(text));

/** Numeric-looking text, each a way a naive Number()/parseInt() check goes wrong. */
const numericText = fc.constantFrom(
  '1e400', '-1e400', 'Infinity', '-Infinity', 'NaN', '0x10', '0b11', '0o7', '-0', ' 12 ', '12abc', '1_000', '1,5', '١٢', '１２',
  '', ' ', '1.5', '1e6.5', '+5', '.5', '5.', '--1', '9007199254740993', '1000001', '-1000001', '12\u0000', '\u200B12', 'null', 'undefined', 'true', '[]', '{}',
);

/** Characters a text field must not take silently (or at all). */
const NASTY_CHARS = [
  '\u0000', '\u0001', '\u0007', '\u0008', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u00a0', '\u00ad',
  '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u202e', '\u202d', '\u2066', '\u2067', '\u2069', '\u061c', '\u2028', '\u2029',
  '\ud800', '\udbff', '\udc00', '\udfff', '\ufffe', '\uffff', '\u0301', '\u{1f600}', '\u{e0001}', '\u{10ffff}',
  '"', '\\', '<', '>', '&', "'", '%', '/', '..', '${', '{{', '$where', '.*', '*',
];
const nastyChar = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...NASTY_CHARS) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 3 }) });

/** Text with hostile characters, occasionally very long. */
export const hostileText = fc.oneof(
  { weight: 6, arbitrary: fc.array(nastyChar, { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(5_000, 70_000).map((n) => 'é'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('\u200B\u200C\u200D\u2060\uFEFF\u00AD', '   ', '\u202E', '\ud800', 'a\u0000b') },
);

/** A scalar where the API expects one (hostile or not). */
const hostileScalar: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 3, arbitrary: numericText },
  { weight: 2, arbitrary: rawNumber },
  { weight: 1, arbitrary: fc.constantFrom<Json>(true, false, null, 0, 1, '') },
);

/** Any hostile JSON value: scalars, or objects and arrays where scalars are expected. */
export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: hostileScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, '_id', 'name'), fc.string({ maxLength: 4 })), tie('value')), { maxLength: 3 }).map((e) => new JsonObject(e)) },
  ),
})).value;

/**
 * A JSON object for a route with the given fields: each field absent, valid or hostile, plus
 * sometimes extra keys named after prototype members. `valid` values let some requests go deeper;
 * `hostile` gives a field hostile values of its own shape (else any hostile JSON).
 */
export function hostileObject(valid: Record<string, Json>, hostile: Record<string, fc.Arbitrary<Json>> = {}): fc.Arbitrary<JsonObject> {
  const field = (name: string) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<[string, Json][]>([]) },
      { weight: 1, arbitrary: fc.constant<[string, Json][]>([[name, valid[name]]]) },
      { weight: 3, arbitrary: (Object.hasOwn(hostile, name) ? hostile[name] : hostileJson).map((v): [string, Json][] => [[name, v]]) },
    );
  const extra = fc.array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileJson), { maxLength: 2 });
  return fc.tuple(fc.tuple(...Object.keys(valid).map(field)), extra).map(([fields, more]) => new JsonObject([...fields.flat(), ...more]));
}

/** Percent-encodes UTF-8 bytes (encodeURIComponent throws on unpaired surrogates; these become U+FFFD). */
const percentEncode = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

/**
 * Path segments for ids: traversal, Firestore-reserved names, broken percent-encoding (the local
 * stack's front door answers it 400, as the API does), very long and unicode ids, prototype keys.
 * Not sent: segments starting with '.' and traversal out of /api, which the local Hosting emulator
 * answers itself before the API (an HTML 404 for a hidden file, the web app's index.html).
 */
export const hostileId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('%2e%2e/x', '%2e', 'x/%2e%2e', '%2F', 'a%2Fb', '__x__', '__proto__', 'constructor', 'toString', '%00', '%20', '%E2%80%8B', '%EF%BF%BD', '%ZZ', '%ED%A0%80', '%E0%AE', 'null', 'undefined', '0', '-1', '1e400', 'Infinity', 'a/b') },
  // Over Firestore's 1,500 bytes; two in a path stay under 4,096, where the local Hosting emulator fails (ENAMETOOLONG looking for a static file) before the API is reached.
  { weight: 1, arbitrary: fc.constantFrom(1_501, 2_000).map((n) => 'x'.repeat(n)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(percentEncode) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 20 }).map(percentEncode) },
).filter((id) => !id.startsWith('.'));

/** A query string: repeated params, bracket arrays, hostile numbers and text, broken percent-encoding. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(numericText, hostileText.map((t) => t.slice(0, 200)), fc.constantFrom('1', '2', '1000', '1000000', '99999999999999999999', 'true', 'all', 'en', 'ta', 'TA', 'ta-IN'));
  const part = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...names), value).map(([n, v]) => `${n}=${percentEncode(v)}`) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...names), value).map(([n, v]) => `${n}[]=${percentEncode(v)}`) },
    { weight: 1, arbitrary: fc.constantFrom(...names).map((n) => `${n}[a][b]=1`) },
    { weight: 1, arbitrary: fc.constantFrom(...names, ...PROTOTYPE_KEYS).map((n) => `${n}=%E0%A4%A`) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS).map((n) => `${n}=1`) },
  );
  return fc.array(part, { maxLength: 5 }).map((parts) => (parts.length ? `?${parts.join('&')}` : ''));
}

/**
 * `translations` of an entity whose texts are `texts` (valid values): the Tamil texts each absent,
 * valid or hostile (too long, control and direction characters, invisible-only, structures),
 * unknown languages and prototype keys beside them, JSON text of them (as a form sends it), or
 * any hostile value.
 */
export function hostileTranslations(texts: Record<string, Json>): fc.Arbitrary<Json> {
  const tamil = hostileObject(texts).map((ta) => new JsonObject([['ta', ta]]));
  const otherLanguage = fc
    .tuple(fc.constantFrom('en', 'fr', 'TA', 'ta-IN', '', ...PROTOTYPE_KEYS), hostileJson)
    .map(([language, value]) => new JsonObject([['ta', new JsonObject(Object.entries(texts))], [language, value]]));
  return fc.oneof(
    { weight: 4, arbitrary: tamil },
    { weight: 2, arbitrary: otherLanguage },
    { weight: 2, arbitrary: tamil.map(jsonText) },
    { weight: 2, arbitrary: hostileJson },
  );
}
