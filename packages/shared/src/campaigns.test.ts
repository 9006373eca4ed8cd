import { describe, expect, it } from 'vitest';
import { parseRecipientLines, parseRecipients } from './campaigns.js';

describe('typed campaign recipients', () => {
  it('says which lines were dropped and why, keeping the valid ones as before', () => {
    const text = 'ali@ulak.test, Ali\nno-at-sign\n\n  \na@.b\nALI@ulak.test\nb@c.d';
    const { recipients, dropped } = parseRecipientLines(text);
    expect(recipients).toEqual([
      { email: 'ali@ulak.test', name: 'Ali' },
      { email: 'b@c.d', name: 'b' },
    ]);
    expect(dropped).toEqual([
      { line: 2, text: 'no-at-sign', reason: 'noAt' },
      { line: 5, text: 'a@.b', reason: 'invalid' },
      { line: 6, text: 'ALI@ulak.test', reason: 'duplicate' },
    ]);
    expect(parseRecipients(text)).toEqual(recipients);
  });
});
