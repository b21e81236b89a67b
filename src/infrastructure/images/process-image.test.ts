import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_VARIANTS } from '../../domain/media/image-variants';
import { differenceHash, hashDistance, imageDecodes, MAX_CONCURRENT_DECODES, MAX_INPUT_PIXELS, processImage } from './process-image';

/** A picture with structure (dHash of a flat colour says nothing): stripes and a bright square, varied by `seed`. */
async function scene(seed: number, width = 1200, height = 900): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const stripe = Math.sin((x * (seed + 2)) / 97 + (y * seed) / 131) * 90 + 128;
      const square = x > width * (0.1 * seed) && x < width * (0.1 * seed + 0.3) && y > height * 0.3 && y < height * 0.7 ? 80 : 0;
      const i = (y * width + x) * 3;
      pixels[i] = Math.min(255, stripe + square);
      pixels[i + 1] = Math.min(255, (stripe * 0.6 + square + seed * 20) % 256);
      pixels[i + 2] = 255 - Math.min(255, stripe);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe('processImage', () => {
  it('decodes at most MAX_CONCURRENT_DECODES images at once, however many arrive together', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#3b82f6' } })
      .jpeg()
      .toBuffer();
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
    const icon = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const image = await processImage(icon);
    const full = await sharp(image.variants.full).metadata();
    expect(full).toMatchObject({ width: 200, height: 100, hasAlpha: true });
  });

  it('refuses an image over the pixel limit by its header, with the limit in the message', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(processImage(bomb)).rejects.toMatchObject({ kind: 'too_large', message: 'errors.upload.tooManyPixels', values: { most: 40 } });
    expect(imageDecodes.peak).toBeLessThanOrEqual(MAX_CONCURRENT_DECODES);
  });

  it('gives each image a 64-bit perceptual hash that survives re-saving and resizing, and tells different photos apart', async () => {
    const original = await scene(1);
    // What a scammer does with a stolen photo: save it smaller, more compressed, as another format.
    const copy = await sharp(original).resize({ width: 640 }).jpeg({ quality: 55 }).toBuffer();
    const asWebp = await sharp(original).resize({ width: 900 }).modulate({ brightness: 1.05 }).webp({ quality: 70 }).toBuffer();
    const other = await scene(4);
    const [a, b, c, d] = await Promise.all([original, copy, asWebp, other].map((bytes) => processImage(bytes)));
    expect(a!.perceptualHash).toMatch(/^[0-9a-f]{16}$/);
    expect(hashDistance(a!.perceptualHash, b!.perceptualHash)).toBeLessThanOrEqual(3);
    expect(hashDistance(a!.perceptualHash, c!.perceptualHash)).toBeLessThanOrEqual(3);
    expect(hashDistance(a!.perceptualHash, d!.perceptualHash)).toBeGreaterThan(12);
    // The same bytes always give the same hash (exact matches are what the index finds).
    expect((await processImage(original)).perceptualHash).toBe(a!.perceptualHash);
  });

  it('differenceHash reads brightness steps left to right, one bit per neighbouring pair', async () => {
    // Bright on the left, dark on the right: every left pixel is brighter, so every bit is 1.
    const falling = Buffer.alloc(90 * 80);
    for (let y = 0; y < 80; y++) for (let x = 0; x < 90; x++) falling[y * 90 + x] = 255 - x * 2;
    expect(await differenceHash(sharp(falling, { raw: { width: 90, height: 80, channels: 1 } }))).toBe('ffffffffffffffff');
    const rising = Buffer.from(falling.map((v) => 255 - v));
    expect(await differenceHash(sharp(rising, { raw: { width: 90, height: 80, channels: 1 } }))).toBe('0000000000000000');
    expect(hashDistance('ffffffffffffffff', '0000000000000000')).toBe(64);
    expect(hashDistance('00000000000000f0', '0000000000000010')).toBe(3);
  });
});
