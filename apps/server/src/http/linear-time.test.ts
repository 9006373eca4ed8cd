// Every pattern that reads untrusted text is fed a megabyte of what makes a backtracking regular expression slow
// (each case took seconds to minutes before its fix); a generous bound guards against a regression, not a benchmark.
import { describe, expect, it } from 'vitest';
import { isPlainEmail, parseRecipients } from '@ulak/shared';
import { classifyAgent } from '../modules/tracking/tracking.js';
import { parseBounce } from '../modules/contacts/dsn.js';
import { parseMailbox } from '../mail/mime.js';
import { nestingWithin, plainTextOf } from '../mail/html-scan.js';
import { compileMjml, htmlToText } from '../modules/templates/render.js';

const MB = 1024 * 1024;
const within = async (ms: number, work: () => unknown) => {
  const started = performance.now();
  try {
    await work();
  } catch {
    // refusing hostile input is fine; only the time is checked
  }
  expect(performance.now() - started).toBeLessThan(ms);
};

describe('linear time on hostile input', () => {
  it('classifies a User-Agent header full of parentheses at once', async () => {
    await within(500, () => classifyAgent('('.repeat(8000) + ')'.repeat(8000), 'open'));
    await within(500, () => classifyAgent(`Microsoft Office/${'(Windows NT Microsoft Outlook '.repeat(500)}`, 'open'));
    expect(classifyAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)', 'open').machine).toBe(true);
  });

  it('checks addresses and free-text recipients in linear time', async () => {
    await within(1000, () => isPlainEmail(`a@${'.'.repeat(MB)}<`));
    await within(2000, () => parseRecipients(`a@${'.'.repeat(MB)}<\n${'x@y.z\n'.repeat(1000)}`));
    expect(parseRecipients('ali@ulak.test, Ali\nno-at-sign\na@.b\nb@c.d')).toEqual([
      { email: 'ali@ulak.test', name: 'Ali' },
      { email: 'b@c.d', name: 'b' },
    ]);
    await within(1000, () => parseMailbox(`${' '.repeat(MB)}x`));
  });

  it('reads a megabyte bounce report quickly', async () => {
    const report = `From: MAILER-DAEMON\r\nContent-Type: text/plain\r\n\r\n${'<'.repeat(MB / 2)}${'\n \t'.repeat(MB / 6)}`;
    await within(5000, () => parseBounce(report));
  });

  it('reads deep, unclosed or tag-soup HTML in one pass, and keeps it from tree-building parsers', async () => {
    for (const html of ['<div>'.repeat(MB / 5), '<'.repeat(MB), `${'<div>'.repeat(MB / 10)}${'</x>'.repeat(MB / 8)}`, '<p>'.repeat(MB / 3)]) {
      await within(3000, () => htmlToText(html));
      await within(3000, () => plainTextOf(html));
      await within(3000, () => compileMjml(`<mjml><mj-body>${html}</mj-body></mjml>`));
      expect(nestingWithin(html, 256)).toBe(false);
    }
    expect(htmlToText('<h1>Hi</h1><p>One &amp; <a href="https://x.example">link</a></p>')).toContain('One & link [https://x.example]');
  });
});
