/**
 * Slugs: the readable part of a product's or category's address (/products/{slug}). A slug is
 * lower-case ASCII letters and digits in words joined by single hyphens, at most MAX_SLUG_LENGTH
 * characters, and never a name objects already carry (`constructor`...), so it can key a map.
 */
import { safeText } from './fields';

export const MAX_SLUG_LENGTH = 80;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_FORMAT_MESSAGE = 'Use lower-case letters, digits and single hyphens only, e.g. rose-soap';
const SLUG_RESERVED_MESSAGE = 'This word cannot be used as a slug';

/** Names every JavaScript object has: a slug equal to one would read an inherited property from a plain map. */
const RESERVED = new Set(Object.getOwnPropertyNames(Object.prototype).map((name) => name.toLowerCase()).concat('prototype'));

export const isReservedSlug = (slug: string) => RESERVED.has(slug);

/** Letters that Unicode decomposition does not reduce to ASCII. */
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  '&': ' and ',
};

/** Cuts a slug to `max` characters, at a hyphen when there is one, never ending with a hyphen. */
function truncateSlug(slug: string, max = MAX_SLUG_LENGTH): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const hyphen = cut.lastIndexOf('-');
  return (hyphen > max / 2 ? cut.slice(0, hyphen) : cut).replace(/-+$/, '');
}

/**
 * The slug a name gives: accents dropped ('Crème brûlée' → 'creme-brulee'), apostrophes removed
 * ("Grandma's" → 'grandmas'), every other run of non-alphanumerics one hyphen. A name with no
 * latin letter or digit (e.g. 'तुलसी') gives ''; the caller falls back to something else.
 */
export function slugify(text: string): string {
  const latin = text
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ&]/g, (ch) => TRANSLITERATIONS[ch])
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘`]/g, '');
  return truncateSlug(latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''));
}

/** `base` with the suffix that makes it the `n`-th candidate (1: base itself, 2: base-2...), within the length limit. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${truncateSlug(base, MAX_SLUG_LENGTH - suffix.length)}${suffix}`;
}

/** An optional slug field: blank means none (the API generates or keeps one). */
export const optionalSlug = () =>
  safeText(MAX_SLUG_LENGTH)
    .nullable()
    .transform((value: unknown, original: unknown) => (original === '' || original === undefined || original === null ? null : value))
    .default(null)
    .matches(SLUG_PATTERN, { message: SLUG_FORMAT_MESSAGE, excludeEmptyString: true })
    .test('not-reserved', SLUG_RESERVED_MESSAGE, (value) => value == null || !isReservedSlug(value));
