/** matchesSearch: the case-insensitive name/description match. */
import { describe, expect, test } from 'vitest';
import { matchesSearch } from '../src';

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
