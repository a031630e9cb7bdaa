/**
 * The Tamil font's letters are written in two places CSS cannot share: the @font-face rules of
 * tamilFont.css and the faces the head script adds on a device with no Tamil font (tamilFont.ts).
 */
// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tamilFontScript } from '../../src/public/i18n/tamilFont';

const css = fs.readFileSync(new URL('../../src/public/i18n/tamilFont.css', import.meta.url), 'utf8');

describe('the Tamil font faces', () => {
  it('cover the same letters in the stylesheet and in the faces the head script adds', () => {
    const ranges = [...css.matchAll(/unicode-range:\s*([^;]+);/g)].map(([, range]) => range.trim());
    expect(ranges).toHaveLength(3);
    expect(new Set(ranges).size).toBe(1);
    expect(tamilFontScript()).toContain(JSON.stringify(ranges[0]));
  });
});
