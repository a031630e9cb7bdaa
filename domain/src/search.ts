/** Case-insensitive substring match on name or description, for products and gallery items. */
export function matchesSearch(fields: (string | null | undefined)[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => (field ?? '').toLowerCase().includes(needle));
}

// ---- Tamil names typed in Latin letters ("nallennai", "kadalai ennai") ---------------------------
//
// Both sides become a rough sound key: consonants that Latin spellings of Tamil mix up become one
// letter (t for த/ட, "th", "d"; s for ச, "ch", "j"; l for ல/ள/ழ, "zh"; ...), vowels three
// (a; i for i, e and ai; u for u and o), y and h are dropped, and repeats are one. The query's key
// is then looked for at the start of one of the name's words, allowing a vowel's change for every
// five letters of it (a long vowel spelt short: "thengai" for தேங்காய்); a consonant's change counts
// as two. Only names are matched so: descriptions are long enough to hold near any key by chance.

/** The Tamil consonants' sounds ('' for ய and ஹ, dropped like Latin y and h). */
const TAMIL_CONSONANTS: Record<string, string> = {
  க: 'k', ங: 'n', ச: 's', ஞ: 'n', ட: 't', ண: 'n', த: 't', ந: 'n', ப: 'p', ம: 'm', ய: '', ர: 'r',
  ல: 'l', வ: 'v', ழ: 'l', ள: 'l', ற: 'r', ன: 'n', ஜ: 's', ஷ: 's', ஸ: 's', ஹ: '',
};
/** The vowels, and the vowel signs that follow a consonant, by the three vowel sounds kept. */
const TAMIL_VOWELS: Record<string, string> = { அ: 'a', ஆ: 'a', இ: 'i', ஈ: 'i', உ: 'u', ஊ: 'u', எ: 'i', ஏ: 'i', ஐ: 'i', ஒ: 'u', ஓ: 'u', ஔ: 'au' };
const TAMIL_VOWEL_SIGNS: Record<string, string> = { 'ா': 'a', 'ி': 'i', 'ீ': 'i', 'ு': 'u', 'ூ': 'u', 'ெ': 'i', 'ே': 'i', 'ை': 'i', 'ொ': 'u', 'ோ': 'u', 'ௌ': 'au' };
const VIRAMA = '\u0bcd';
const INHERENT_VOWEL = 'a';

const withoutRepeats = (key: string) => key.replace(/(.)\1+/g, '$1');

function tamilSoundKey(word: string): string {
  const chars = [...word];
  let key = '';
  chars.forEach((char, index) => {
    const consonant = TAMIL_CONSONANTS[char];
    if (consonant !== undefined) {
      const next = chars[index + 1] ?? '';
      key += consonant + (next === VIRAMA || next in TAMIL_VOWEL_SIGNS ? '' : INHERENT_VOWEL);
    } else {
      key += TAMIL_VOWELS[char] ?? TAMIL_VOWEL_SIGNS[char] ?? '';
    }
  });
  return key;
}

/** The name's sound from each of its words on: a query matches from the start of a word. */
function tamilSoundsFromEachWord(name: string): string[] {
  const words = name.split(/[^\u0b80-\u0bff]+/).map(tamilSoundKey).filter(Boolean);
  return words.map((_, start) => withoutRepeats(words.slice(start).join('')));
}

/** Letters for one sound: pairs first ("zh", "th", "ch", ...), then single letters. */
const LATIN_LETTERS: Record<string, string> = { b: 'p', c: 'k', d: 't', f: 'p', g: 'k', h: '', j: 's', q: 'k', w: 'v', x: 'ks', y: '', z: 'l', e: 'i', o: 'u' };
const latinPairs = (letters: string) =>
  letters
    .replace(/zh/g, 'l')
    .replace(/[cs]h/g, 's')
    .replace(/([tdkgpb])h/g, '$1')
    .replace(/ng/g, 'nk')
    .replace(/nj/g, 'ns')
    .replace(/[ae]i/g, 'i');

/** The sound key of a query in Latin letters; null for anything else (Tamil letters, digits). */
function latinSoundKey(query: string): string | null {
  const letters = query.trim().toLowerCase();
  if (!/^[a-z][a-z\s.'-]*$/.test(letters)) return null;
  return withoutRepeats([...latinPairs(letters.replace(/[^a-z]/g, ''))].map((letter) => LATIN_LETTERS[letter] ?? letter).join(''));
}

const VOWEL_SOUNDS = new Set(['a', 'i', 'u']);
/** A vowel added, dropped or changed costs 1 (spellings vary most there); a consonant 2. */
const editCost = (letter: string) => (VOWEL_SOUNDS.has(letter) ? 1 : 2);
const changeCost = (from: string, to: string) => (from === to ? 0 : Math.max(editCost(from), editCost(to)));

/** Whether `pattern` begins `text` at an edit cost of at most `budget`. */
function beginsWithin(pattern: string, text: string, budget: number): boolean {
  const letters = [...pattern];
  let previous = [0];
  letters.forEach((letter, i) => previous.push(previous[i] + editCost(letter)));
  if (previous[letters.length] <= budget) return true;
  for (const letter of text) {
    const current = [previous[0] + editCost(letter)];
    letters.forEach((wanted, i) => {
      current.push(Math.min(previous[i + 1] + editCost(letter), current[i] + editCost(wanted), previous[i] + changeCost(wanted, letter)));
    });
    if (current[letters.length] <= budget) return true;
    if (Math.min(...current) > budget) return false;
    previous = current;
  }
  return false;
}

/** Shorter keys match too much by chance; longer ones are no name's (and would cost time to compare). */
const MIN_SOUND_KEY = 4;
const MAX_SOUND_KEY = 40;
const LETTERS_PER_EDIT = 5;

/** Whether a query in Latin letters sounds like one of these names' Tamil ("nallennai" for நல்லெண்ணெய்). */
export function soundsLikeTamilName(names: (string | null | undefined)[], query: string): boolean {
  const key = latinSoundKey(query);
  if (!key || key.length < MIN_SOUND_KEY || key.length > MAX_SOUND_KEY) return false;
  const budget = Math.floor(key.length / LETTERS_PER_EDIT);
  return names.some((name) => tamilSoundsFromEachWord(name ?? '').some((sound) => beginsWithin(key, sound, budget)));
}

/** A product search: its texts hold the query, or one of its names sounds like it in Tamil. */
export const matchesProductSearch = (texts: (string | null | undefined)[], names: (string | null | undefined)[], query: string) =>
  matchesSearch(texts, query) || soundsLikeTamilName(names, query);
