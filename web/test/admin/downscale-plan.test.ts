import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, MAX_IMAGE_BYTES, MAX_RENDITION_HEIGHT } from '@catalogue/domain';
import { needsDownscale, renamedFor, resizeNote, targetSize } from '../../src/admin/images/downscalePlan';

const largest = Math.max(...IMAGE_WIDTHS);

describe('which images are shrunk before upload', () => {
  it('the box is the largest rendition the server makes', () => {
    expect(targetSize({ width: largest * 2, height: 2 }).width).toBe(largest);
  });

  it('an image within the box and the byte limit goes as it is', () => {
    expect(needsDownscale({ width: largest, height: MAX_RENDITION_HEIGHT }, MAX_IMAGE_BYTES)).toBe(false);
    expect(needsDownscale({ width: 800, height: 600 }, 200_000)).toBe(false);
  });

  it('wider than the largest rendition, taller than the rendition box, or over the byte limit: shrunk', () => {
    expect(needsDownscale({ width: largest + 1, height: 10 }, 1000)).toBe(true);
    expect(needsDownscale({ width: 10, height: MAX_RENDITION_HEIGHT + 1 }, 1000)).toBe(true);
    expect(needsDownscale({ width: 800, height: 600 }, MAX_IMAGE_BYTES + 1)).toBe(true);
  });

  it('the byte limit can be given', () => {
    expect(needsDownscale({ width: 800, height: 600 }, 2000, 1000)).toBe(true);
  });
});

describe('the size an image is shrunk to', () => {
  it('a landscape phone photo becomes the largest rendition wide, same aspect', () => {
    expect(targetSize({ width: 4000, height: 3000 })).toEqual({ width: largest, height: Math.round((largest * 3) / 4) });
  });

  it('a portrait phone photo keeps the largest rendition width (the server makes every rendition from it)', () => {
    expect(targetSize({ width: 3000, height: 4000 })).toEqual({ width: largest, height: Math.round((largest * 4) / 3) });
  });

  it('a very tall strip is limited by the box height', () => {
    const size = targetSize({ width: 1000, height: MAX_RENDITION_HEIGHT * 4 });
    expect(size.height).toBe(MAX_RENDITION_HEIGHT);
    expect(size.width).toBe(250);
  });

  it('never enlarges and never reaches zero', () => {
    expect(targetSize({ width: 500, height: 400 })).toEqual({ width: 500, height: 400 });
    expect(targetSize({ width: 100_000, height: 1 })).toEqual({ width: largest, height: 1 });
  });
});

describe('names and notes', () => {
  it('the file keeps its name with the new format’s extension', () => {
    expect(renamedFor('IMG_1234.HEIC', 'image/jpeg')).toBe('IMG_1234.jpg');
    expect(renamedFor('holiday.photo.png', 'image/webp')).toBe('holiday.photo.webp');
    expect(renamedFor('camera', 'image/webp')).toBe('camera.webp');
    expect(renamedFor('.jpg', 'image/webp')).toBe('image.webp');
  });

  it('sizes read like the 5MB limit counts them', () => {
    const size = { width: 10, height: 10 };
    expect(resizeNote({ bytes: 12.3 * 1024 * 1024, ...size }, { bytes: MAX_IMAGE_BYTES, ...size })).toMatch(/^Resized from 12\.3 MB to 5\.0 MB /);
    expect(resizeNote({ bytes: 412 * 1024, ...size }, { bytes: 10, ...size })).toMatch(/^Resized from 412 KB to 1 KB /);
  });

  it('the note says what changed', () => {
    expect(resizeNote({ bytes: 12.3 * 1024 * 1024, width: 4000, height: 3000 }, { bytes: 1.1 * 1024 * 1024, width: 1024, height: 768 })).toBe(
      'Resized from 12.3 MB to 1.1 MB (4000 × 3000 to 1024 × 768 pixels).',
    );
  });
});
