// Tests: a real decompression-bomb PNG (small file, huge declared canvas) built without holding its pixels in memory.
import zlib from 'node:zlib';

// crc32 of a PNG chunk's type and data.
function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

// bombPng returns a valid 1-bit greyscale PNG of side×side pixels, all black: a few kilobytes on disk that a decoder
// expands to side² pixels (12,000² is 144 megapixels, over half a gigabyte as RGBA).
export function bombPng(side = 12_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(side / 8);
  const deflate = zlib.deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', deflate), chunk('IEND', Buffer.alloc(0))]);
}
