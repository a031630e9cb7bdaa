/**
 * The site settings' Tamil texts as the Site forms hold them: beside the English ones, in a `ta`
 * object next to each object's texts (`hero.heading` → `hero.ta.heading`, a reason's title →
 * `reasons.items.0.ta.title`, the address lines → `ta.address.0`), so a list's row keeps its Tamil
 * when rows are added, removed or reordered. Stored, they are a separate tree with lists by index
 * (`translations.ta`): joined on load, split on save, here.
 */
import { compactTexts } from '@catalogue/domain';

type Texts = Record<string, unknown>;

const isRecord = (value: unknown): value is Texts => !!value && typeof value === 'object' && !Array.isArray(value);
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The form's name of the Tamil version of the English text at `path` ('hero.heading' → 'hero.ta.heading'). */
export function tamilPathOf(path: string): string {
  const parts = path.split('.');
  let textAt = parts.length - 1;
  while (textAt > 0 && /^\d+$/.test(parts[textAt])) textAt -= 1;
  return [...parts.slice(0, textAt), 'ta', ...parts.slice(textAt)].join('.');
}

/** English section values with their Tamil texts (`tamil`, a stored `translations.ta` section) beside them. */
export function joinTexts(english: unknown, tamil: unknown): unknown {
  if (Array.isArray(english)) return english.map((item: unknown, index) => joinTexts(item, Array.isArray(tamil) ? tamil[index] : undefined));
  if (!isRecord(english)) return english;
  const translated = isRecord(tamil) ? tamil : {};
  const joined: Texts = {};
  const ta: Texts = {};
  for (const [key, value] of Object.entries(english)) {
    const text = translated[key];
    if (typeof value === 'string') ta[key] = typeof text === 'string' ? text : '';
    else if (isTextList(value)) ta[key] = Array.isArray(text) ? text.map((line: unknown) => (typeof line === 'string' ? line : '')) : [];
    joined[key] = typeof value === 'string' || isTextList(value) ? value : joinTexts(value, text);
  }
  return { ...joined, ta };
}

function split(joined: unknown): { english: unknown; tamil: unknown } {
  if (Array.isArray(joined)) {
    const parts = joined.map(split);
    return { english: parts.map((part) => part.english), tamil: parts.map((part) => part.tamil) };
  }
  if (!isRecord(joined)) return { english: joined, tamil: undefined };
  const { ta, ...rest } = joined;
  const english: Texts = {};
  const tamil: Texts = isRecord(ta) ? { ...ta } : {};
  for (const [key, value] of Object.entries(rest)) {
    if (typeof value === 'string' || isTextList(value)) {
      english[key] = value;
      continue;
    }
    const part = split(value);
    english[key] = part.english;
    if (part.tamil !== undefined) tamil[key] = part.tamil;
  }
  return { english, tamil };
}

/** Form values back to the English section and its Tamil texts as stored (empty ones left out, lists by index). */
export function splitTexts<T>(joined: T): { english: T; tamil: Texts } {
  const { english, tamil } = split(joined);
  const compact = compactTexts(tamil);
  return { english: english as T, tamil: isRecord(compact) ? compact : {} };
}

/** A list's new row with its (empty) Tamil texts beside its own. */
export const rowWithTamil = <T extends object>(row: T): T => joinTexts(row, undefined) as T;
