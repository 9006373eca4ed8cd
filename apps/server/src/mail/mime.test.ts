import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composable, composeAlternative, encodeWords, mailbox, parseMailbox, quotedPrintable } from './mime.js';

const decodeQp = (s: string) =>
  Buffer.from(
    s.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

describe('quotedPrintable', () => {
  it('keeps every line within 76 characters, escapes "=" and non-ASCII bytes, and decodes back to the input', () => {
    const input = `${'Çok güzel bir gün = şimdi '.repeat(20)}\n${'x'.repeat(200)}\r\nson satır`;
    const out = quotedPrintable(input);
    for (const line of out.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(out).not.toMatch(/=(?![0-9A-F]{2}|\r\n|$)/);
    expect(out).toMatch(/^[\x20-\x7e\r\n]*$/);
    expect(decodeQp(out)).toBe(input.replace(/\r?\n/g, '\r\n'));
  });

  it('encodes a space or tab that ends a line, and leaves inner ones alone', () => {
    expect(quotedPrintable('a b \nc\t')).toBe('a b=20\r\nc=09');
  });

  it('never splits an escape across a soft line break', () => {
    const out = quotedPrintable('ş'.repeat(100));
    for (const line of out.split('=\r\n')) expect(line).toMatch(/^(=[0-9A-F]{2})*$/);
  });
});

describe('headers', () => {
  it('writes names and subjects as quoted or encoded words that decode to the original', () => {
    expect(mailbox({ name: 'Ulak Ekibi', address: 'a@b.test' })).toBe('Ulak Ekibi <a@b.test>');
    expect(mailbox({ name: 'Acme, Inc.', address: 'a@b.test' })).toBe('"Acme, Inc." <a@b.test>');
    expect(mailbox({ name: null, address: 'a@b.test' })).toBe('a@b.test');
    const long = 'Ağustos kampanyası: tüm ürünlerde yüzde elli indirim, kaçırmayın! '.repeat(3);
    for (const word of encodeWords(long).split('\r\n ')) expect(word.length).toBeLessThan(76);
  });

  it('reads senders with and without a display name', () => {
    expect(parseMailbox('"Ulak \\"Pro\\"" <news@ulak.test>')).toEqual({ name: 'Ulak "Pro"', address: 'news@ulak.test' });
    expect(parseMailbox('Ayşe <ayse@ulak.test>')).toEqual({ name: 'Ayşe', address: 'ayse@ulak.test' });
    expect(parseMailbox(' news@ulak.test ')).toEqual({ address: 'news@ulak.test' });
  });

  it('leaves internationalised addresses to the general composer', () => {
    expect(composable({ address: 'a@b.test' }, { name: 'Çağla', address: 'c@d.test' })).toBe(true);
    expect(composable({ address: 'a@b.test' }, { address: 'çağla@örnek.test' })).toBe(false);
  });
});

describe('composeAlternative', () => {
  it('builds a message that a mail parser reads back field for field', async () => {
    const html = `<html><body><h1>Merhaba Çağla</h1>${'<p>İndirim = fırsat, <a href="https://ulak.test/t/c/x?u=https%3A%2F%2Fa.test">tıkla</a></p>'.repeat(40)}</body></html>`;
    const text = 'Merhaba Çağla\n\nİndirim = fırsat\n\nAbonelikten çıkmak için: https://ulak.test/u/1 ';
    const raw = composeAlternative({
      from: { name: 'Ulak Bülten', address: 'news@ulak.test' },
      to: { name: 'Çağla Öztürk', address: 'cagla@example.test' },
      subject: 'Çağla, ağustos fırsatları seni bekliyor — yüzde elli indirim, yalnızca bu hafta sonuna kadar!',
      text,
      html,
      messageId: '<abc.123@ulak.test>',
      headers: {
        'List-Unsubscribe': '<https://ulak.test/api/public/unsubscribe/tok?c=1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        Precedence: 'bulk',
      },
      date: new Date('2026-11-22T08:00:00Z'),
    });
    for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
    expect(raw).not.toMatch(/[^\r]\n/);
    const mail = await simpleParser(raw);
    expect(mail.from?.value).toEqual([{ name: 'Ulak Bülten', address: 'news@ulak.test' }]);
    expect(Array.isArray(mail.to) ? null : mail.to?.value).toEqual([{ name: 'Çağla Öztürk', address: 'cagla@example.test' }]);
    expect(mail.subject).toBe('Çağla, ağustos fırsatları seni bekliyor — yüzde elli indirim, yalnızca bu hafta sonuna kadar!');
    expect(mail.messageId).toBe('<abc.123@ulak.test>');
    expect(mail.date?.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(mail.html).toBe(html);
    expect(mail.text).toBe(text);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    expect(raw).toContain('List-Unsubscribe: <https://ulak.test/api/public/unsubscribe/tok?c=1>\r\n');
    expect(raw).toMatch(/^MIME-Version: 1\.0\r\nContent-Type: multipart\/alternative; boundary="=_ulak_[0-9a-f]{24}"\r\n/m);
  });
});
