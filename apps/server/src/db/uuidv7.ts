// Time-ordered UUIDs (RFC 9562 version 7) for bulk inserts: rows inserted together get neighbouring keys, so a primary
// key (and every index that ends in the id) grows at its right edge instead of touching a random page per row.
import crypto from 'node:crypto';

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const POOL = Buffer.alloc(16 * 1024);
let poolAt = POOL.length;
let lastMs = 0;
/** 12-bit counter in rand_a: ids made within one millisecond still sort in the order they were made. */
let counter = 0;

function random10(): Buffer {
  if (poolAt + 10 > POOL.length) {
    crypto.randomFillSync(POOL);
    poolAt = 0;
  }
  const slice = POOL.subarray(poolAt, poolAt + 10);
  poolAt += 10;
  return slice;
}

/**
 * A new version 7 UUID: 48-bit Unix milliseconds, version, 12-bit counter (random start each millisecond),
 * variant and 62 random bits. Monotonic within this process: when a millisecond's counter runs out, the clock
 * part moves on by one.
 */
export function uuidv7(now = Date.now()): string {
  const r = random10();
  if (now > lastMs) {
    lastMs = now;
    counter = ((r[0] << 4) | (r[1] >> 4)) & 0x7ff; // start in the lower half, leaving room to count up
  } else if (++counter > 0xfff) {
    lastMs += 1;
    counter = 0;
  }
  const ms = lastMs;
  const hi = Math.floor(ms / 0x10000); // top 32 bits of the 48-bit time
  const lo = ms % 0x10000;
  return (
    HEX[(hi >>> 24) & 0xff] +
    HEX[(hi >>> 16) & 0xff] +
    HEX[(hi >>> 8) & 0xff] +
    HEX[hi & 0xff] +
    '-' +
    HEX[lo >>> 8] +
    HEX[lo & 0xff] +
    '-' +
    HEX[0x70 | (counter >>> 8)] +
    HEX[counter & 0xff] +
    '-' +
    HEX[0x80 | (r[2] & 0x3f)] +
    HEX[r[3]] +
    '-' +
    HEX[r[4]] +
    HEX[r[5]] +
    HEX[r[6]] +
    HEX[r[7]] +
    HEX[r[8]] +
    HEX[r[9]]
  );
}
