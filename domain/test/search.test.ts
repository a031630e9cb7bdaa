/** matchesSearch: the case-insensitive name/description match. */
import { describe, expect, test } from 'vitest';
import { matchesSearch, soundsLikeTamilName } from '../src';

describe('matchesSearch', () => {
  const oil = ['Cold-Pressed Groundnut Oil', 'Pressed slowly in a wooden ghani'];

  test('an empty or blank query matches everything', () => {
    expect(matchesSearch(oil, '')).toBe(true);
    expect(matchesSearch(oil, '   ')).toBe(true);
    expect(matchesSearch([], '')).toBe(true);
  });

  test('is case-insensitive and matches substrings', () => {
    expect(matchesSearch(oil, 'groundnut')).toBe(true);
    expect(matchesSearch(oil, 'GROUND')).toBe(true);
    expect(matchesSearch(oil, 'pressed oil')).toBe(false);
    expect(matchesSearch(oil, 'd-pre')).toBe(true);
  });

  test('matches on the description as well as the name', () => {
    expect(matchesSearch(oil, 'Wooden Ghani')).toBe(true);
  });

  test('trims the query', () => {
    expect(matchesSearch(oil, '  sesame ')).toBe(false);
    expect(matchesSearch(oil, '  oil ')).toBe(true);
  });

  test('missing fields are treated as empty', () => {
    expect(matchesSearch([null, undefined, 'Palm Jaggery'], 'jaggery')).toBe(true);
    expect(matchesSearch([null, undefined], 'jaggery')).toBe(false);
  });

  test('special characters are plain text, not patterns', () => {
    expect(matchesSearch(['Ghee (500 ml)'], '(500')).toBe(true);
    expect(matchesSearch(['Ghee'], '.*')).toBe(false);
  });
});

describe('soundsLikeTamilName', () => {
  const names = {
    sesame: ['Black Sesame Oil (500 ml)', 'கருப்பு எள் நல்லெண்ணெய் (500 மி.லி)'],
    groundnut: ['Groundnut Oil', 'கடலை எண்ணெய்'],
    coconut: ['Coconut Oil', 'தேங்காய் எண்ணெய்'],
    palmJaggery: ['Palm Jaggery (500 g)', 'கருப்பட்டி (500 கிராம்)'],
    sugar: ['Country Sugar (1 kg)', 'இயற்கை நாட்டுச் சர்க்கரை (1 கிலோ)'],
    turmeric: ['Erode Turmeric Powder', 'ஈரோடு மஞ்சள் தூள்'],
    mustard: ['Mustard Oil', 'கடுகு எண்ணெய்'],
    chickpeas: ['Chickpeas', 'கொண்டைக்கடலை'],
    woodPressed: ['Wood-Pressed Groundnut Oil', 'மரச்செக்கு கடலை எண்ணெய்'],
    rice: ['Seeraga Samba Rice (1 kg)', 'சீரகச் சம்பா அரிசி (1 கிலோ)'],
  };
  const found = (query: string) => Object.entries(names).filter(([, pair]) => soundsLikeTamilName(pair, query)).map(([name]) => name);

  test('finds a Tamil name typed in Latin letters, however it is spelt', () => {
    expect(found('nallennai')).toEqual(['sesame']);
    expect(found('Nallenai')).toEqual(['sesame']);
    expect(found('kadalai ennai')).toEqual(['groundnut', 'woodPressed']);
    expect(found('kadalaiennai')).toEqual(['groundnut', 'woodPressed']);
    expect(found('marachekku')).toEqual(['woodPressed']);
    expect(found('thengai ennai')).toEqual(['coconut']);
    expect(found('thenkaai')).toEqual(['coconut']);
    expect(found('karupatti')).toEqual(['palmJaggery']);
    expect(found('karuppatti')).toEqual(['palmJaggery']);
    expect(found('nattu sakkarai')).toEqual(['sugar']);
    expect(found('manjal')).toEqual(['turmeric']);
    expect(found('kadugu')).toEqual(['mustard']);
    expect(found('kondai kadalai')).toEqual(['chickpeas']);
    expect(found('seeraga samba')).toEqual(['rice']);
  });

  test('a match starts where a word of the name starts', () => {
    // "arisi" is one vowel away from the middle of "marachekku", and matches only the rice.
    expect(found('arisi')).toEqual(['rice']);
  });

  test('English words do not sound like another product', () => {
    for (const word of ['coconut', 'sesame', 'mustard', 'turmeric', 'groundnut', 'jaggery', 'sugar', 'chickpeas', 'honey', 'ghee', 'oil']) {
      expect(found(word), word).toEqual([]);
    }
  });

  test('short keys, digits, Tamil letters and blanks match nothing this way', () => {
    for (const query of ['', '  ', 'enn', 'nei', '500', 'kadalai 1', 'கடலை', 'x']) expect(found(query), query).toEqual([]);
  });

  test('a query far longer than any name is not compared', () => {
    expect(found(`kadalai ennai ${'ab'.repeat(50_000)}`)).toEqual([]);
    expect(soundsLikeTamilName(['கடலை'.repeat(10_000)], 'kadalai ennai')).toBe(false);
  });
});
