// Uploaded images (the company logo): pixel dimensions read from the file header before anything is decoded, so a
// small file that expands to gigabytes of pixels (a "decompression bomb") is refused up front; accepted images are
// re-encoded to a bounded size, which also drops metadata and anything after the image data.
import type Sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';
export type ImageInfo = { format: ImageFormat; width: number; height: number };

/** Upload limits: each side and the total pixel count, checked from the header. */
export const MAX_IMAGE_SIDE = 4096;
export const MAX_IMAGE_PIXELS = 16_000_000;
/** Stored images are at most this long on their longer side. */
export const STORED_IMAGE_SIDE = 1024;

/** Why an image was refused: not a readable PNG/JPEG/GIF/WebP, or too many pixels. */
export class ImageRejected extends Error {
  constructor(readonly reason: 'format' | 'dimensions') {
    super(`image rejected: ${reason}`);
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// jpegSize walks the JPEG markers up to the first frame header (SOF0–SOF15 but DHT, JPG and DAC) and reads its size.
function jpegSize(b: Buffer): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // standalone markers have no length
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (length < 2) return undefined;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image or scan data before any frame header
    i += 2 + length;
  }
  return undefined;
}

// webpSize reads the canvas size of a lossy (VP8), lossless (VP8L) or extended (VP8X) WebP file.
function webpSize(b: Buffer): { width: number; height: number } | undefined {
  if (b.length < 30) return undefined;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}

// imageInfo reads the format and pixel size from the first bytes of a PNG, JPEG, GIF or WebP file, without decoding.
export function imageInfo(b: Buffer): ImageInfo | undefined {
  if (b.length >= 24 && b.subarray(0, 8).equals(PNG_SIGNATURE) && b.toString('latin1', 12, 16) === 'IHDR') {
    return { format: 'png', width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    return size && { format: 'jpeg', ...size };
  }
  if (b.length >= 10 && /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))) {
    return { format: 'gif', width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  }
  if (b.length >= 16 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    const size = webpSize(b);
    return size && { format: 'webp', ...size };
  }
  return undefined;
}

// withinLimits tells whether a header's dimensions are inside a side and pixel bound (and not zero).
export function withinLimits(info: ImageInfo, maxSide = MAX_IMAGE_SIDE, maxPixels = MAX_IMAGE_PIXELS): boolean {
  return info.width > 0 && info.height > 0 && info.width <= maxSide && info.height <= maxSide && info.width * info.height <= maxPixels;
}

// normalizeImage checks the header (format and size), then decodes with the same pixel ceiling and re-encodes to at
// most STORED_IMAGE_SIDE on the longer side: PNG stays PNG (transparency kept), the rest becomes JPEG; the result is
// made to fit maxBytes (a palette PNG, then JPEG, when a full-colour PNG is too large).
export async function normalizeImage(input: Buffer, accept: ImageFormat[], maxBytes: number): Promise<{ data: Buffer; mime: 'image/png' | 'image/jpeg' }> {
  const info = imageInfo(input);
  if (!info || !accept.includes(info.format)) throw new ImageRejected('format');
  if (!withinLimits(info)) throw new ImageRejected('dimensions');
  // libvips loads on the first image, not at start (~10 MB of idle memory otherwise)
  const sharp = ((await import('sharp')) as unknown as { default: typeof Sharp }).default;
  const base = () =>
    sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: STORED_IMAGE_SIDE, height: STORED_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
  try {
    if (info.format === 'png') {
      const png = await base().png({ compressionLevel: 9 }).toBuffer();
      if (png.length <= maxBytes) return { data: png, mime: 'image/png' };
      const palette = await base().png({ compressionLevel: 9, palette: true }).toBuffer();
      if (palette.length <= maxBytes) return { data: palette, mime: 'image/png' };
    }
    for (const quality of [85, 70, 50]) {
      const jpeg = await base().flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
      if (jpeg.length <= maxBytes) return { data: jpeg, mime: 'image/jpeg' };
    }
  } catch {
    // a header that promised a small image over data that does not decode within the limits
    throw new ImageRejected('format');
  }
  throw new ImageRejected('dimensions');
}
