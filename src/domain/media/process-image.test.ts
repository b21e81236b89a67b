import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS } from './image-variants';
import { imageDecodes, MAX_CONCURRENT_DECODES, MAX_INPUT_PIXELS, processImage } from './process-image';

describe('processImage', () => {
  it('decodes at most MAX_CONCURRENT_DECODES images at once, however many arrive together', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3b82f6' } }).jpeg().toBuffer();
    const many = await Promise.all(Array.from({ length: 6 }, () => processImage(photo)));
    // Six arrived together: the limit was reached (so it was tested) and never passed.
    expect(imageDecodes.peak).toBe(MAX_CONCURRENT_DECODES);
    expect(imageDecodes.active).toBe(0);
    for (const image of many) {
      expect(image).toMatchObject({ width: 2000, height: 1500 });
      const full = await sharp(image.variants.full).metadata();
      expect(full).toMatchObject({ format: 'webp', width: IMAGE_VARIANTS.full.width, height: 1200 });
      expect((await sharp(image.variants.thumb).metadata()).width).toBe(IMAGE_VARIANTS.thumb.width);
      expect((await sharp(image.variants.fallback).metadata()).format).toBe('jpeg');
    }
  });

  it('keeps transparency and never enlarges a small image', async () => {
    const icon = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const image = await processImage(icon);
    const full = await sharp(image.variants.full).metadata();
    expect(full).toMatchObject({ width: 200, height: 100, hasAlpha: true });
  });

  it('refuses an image over the pixel limit by its header, with the limit in the message', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    await expect(processImage(bomb)).rejects.toMatchObject({ kind: 'too_large', message: expect.stringMatching(/the most is 40 megapixels/) });
    expect(imageDecodes.peak).toBeLessThanOrEqual(MAX_CONCURRENT_DECODES);
  });
});
