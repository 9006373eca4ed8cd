// The profile avatar: images only (SVG, text and decompression bombs refused), at most 2 MB, decoded and re-encoded as
// a 256 × 256 WebP without metadata, served publicly by an unguessable id that changes with each upload, removable.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

function upload(token: string, data: Buffer, name = 'me.png', type = 'image/png') {
  const boundary = `----ulak${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`);
  return t.app.inject({
    method: 'POST',
    url: '/api/settings/profile/avatar',
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
}

describe('avatar', () => {
  it('re-encodes an upload to a 256 px WebP without metadata, serves it publicly, replaces and removes it', async () => {
    const u = await t.register();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2266aa' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-place' } } })
      .toBuffer();
    const res = await upload(u.token, photo, 'me.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    const img = await t.request({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toContain('immutable');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(img.rawPayload.includes(Buffer.from('secret-place'))).toBe(false);
    expect((await t.request({ method: 'GET', url: '/api/settings/profile/avatar', token: u.token })).json().avatarUrl).toBe(url);
    expect((await t.request({ method: 'GET', url: '/api/settings', token: u.token })).json().profile.avatarUrl).toBe(url);

    // a new upload gets a new address; the old one is gone
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const next = (await upload(u.token, png)).json().avatarUrl as string;
    expect(next).not.toBe(url);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
    const removed = await t.request({ method: 'DELETE', url: '/api/settings/profile/avatar', token: u.token });
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect((await t.request({ method: 'GET', url: next })).statusCode).toBe(404);
  });

  it('refuses SVG, text, a decompression bomb, broken data and files over 2 MB, and changes nothing', async () => {
    const u = await t.register();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(u.token, svg, 'x.svg', 'image/svg+xml')).json().code).toBe('AVATAR_FORMAT');
    expect((await upload(u.token, Buffer.from('just text'), 'x.png')).json().code).toBe('AVATAR_FORMAT');
    // a PNG header claiming 30000 × 30000 pixels
    const bomb = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bomb, 0);
    bomb.writeUInt32BE(13, 8);
    bomb.write('IHDR', 12, 'latin1');
    bomb.writeUInt32BE(30000, 16);
    bomb.writeUInt32BE(30000, 20);
    expect((await upload(u.token, bomb)).json().code).toBe('AVATAR_DIMENSIONS');
    // a valid header over garbage
    const broken = Buffer.concat([bomb.subarray(0, 16), Buffer.from([0, 0, 0, 10, 0, 0, 0, 10]), Buffer.alloc(200, 7)]);
    expect((await upload(u.token, broken)).json().code).toBe('AVATAR_FORMAT');
    const big = Buffer.concat([
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      Buffer.alloc(2.5 * 1024 * 1024),
    ]);
    const tooBig = await upload(u.token, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('AVATAR_TOO_LARGE');
    expect((await t.request({ method: 'GET', url: '/api/settings/profile/avatar', token: u.token })).json().avatarUrl).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/avatars/not-a-uuid' })).statusCode).toBe(400);
  });
});
