import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejected, imageInfo, normalizeImage, withinLimits } from './images.js';
import { bombPng } from './test-images.js';

const make = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 0.6 } } });
const LIMIT = 512 * 1024;

describe('imageInfo', () => {
  it('reads the pixel size of PNG, JPEG, GIF and WebP (lossy, lossless, extended) from the header', async () => {
    expect(imageInfo(await make(300, 200).png().toBuffer())).toEqual({ format: 'png', width: 300, height: 200 });
    expect(imageInfo(await make(301, 199).jpeg().toBuffer())).toEqual({ format: 'jpeg', width: 301, height: 199 });
    expect(imageInfo(await make(64, 48).gif().toBuffer())).toEqual({ format: 'gif', width: 64, height: 48 });
    expect(imageInfo(await make(321, 123).flatten().webp().toBuffer())).toEqual({ format: 'webp', width: 321, height: 123 });
    expect(imageInfo(await make(77, 55).webp({ lossless: true }).toBuffer())).toEqual({ format: 'webp', width: 77, height: 55 });
    expect(imageInfo(await make(90, 30).webp().toBuffer())).toEqual({ format: 'webp', width: 90, height: 30 }); // alpha: VP8X
    // a JPEG with EXIF and a comment before its frame header
    const withMeta = await make(40, 20)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'x'.repeat(2000) } } })
      .toBuffer();
    expect(imageInfo(withMeta)).toEqual({ format: 'jpeg', width: 40, height: 20 });
  });

  it('reads a decompression bomb’s size without decoding it, and knows nothing else', () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(imageInfo(bomb)).toEqual({ format: 'png', width: 12_000, height: 12_000 });
    expect(withinLimits(imageInfo(bomb)!)).toBe(false);
    for (const junk of [
      Buffer.from('GIF8'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('BM\x00\x00'),
      Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      Buffer.alloc(0),
    ]) {
      expect(imageInfo(junk)).toBeUndefined();
    }
  });
});

describe('normalizeImage', () => {
  it('refuses a 12,000 × 12,000 PNG bomb from its header, before decoding', async () => {
    const started = performance.now();
    await expect(normalizeImage(bombPng(), ['png', 'jpeg'], LIMIT)).rejects.toMatchObject({ reason: 'dimensions' });
    expect(performance.now() - started).toBeLessThan(2_000); // decoding it took seconds and gigabytes
    await expect(normalizeImage(await make(5000, 10).png().toBuffer(), ['png'], LIMIT)).rejects.toMatchObject({ reason: 'dimensions' });
  });

  it('refuses formats that are not accepted and data that does not decode', async () => {
    await expect(normalizeImage(await make(10, 10).gif().toBuffer(), ['png', 'jpeg'], LIMIT)).rejects.toBeInstanceOf(ImageRejected);
    const png = await make(50, 50).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    await expect(normalizeImage(broken, ['png'], LIMIT)).rejects.toMatchObject({ reason: 'format' });
  });

  it('re-encodes to at most 1024 px on the longer side, keeps PNG transparency and drops trailing data', async () => {
    const big = await make(3000, 1000).png().toBuffer();
    const out = await normalizeImage(Buffer.concat([big, Buffer.from('<script>alert(1)</script>')]), ['png'], LIMIT);
    expect(out.mime).toBe('image/png');
    const meta = await sharp(out.data).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([1024, 341, true]);
    expect(out.data.includes(Buffer.from('<script>'))).toBe(false);
    const small = await normalizeImage(await make(200, 100).jpeg().toBuffer(), ['jpeg'], LIMIT);
    expect(small.mime).toBe('image/jpeg');
    expect(imageInfo(small.data)).toEqual({ format: 'jpeg', width: 200, height: 100 });
  });
});
