import { describe, expect, it } from 'vitest';
import { linkFigures, trackedAddress } from './clickMap';

describe('click map', () => {
  it('reads the address of a tracked link and ignores the honeypot and untracked links', () => {
    expect(trackedAddress('https://u.test/t/c/5.abc?u=https%3A%2F%2Fshop.example%2Fa%3Fx%3D1&n=3')).toBe('https://shop.example/a?x=1');
    expect(trackedAddress('https://u.test/t/h/5.abc')).toBeNull();
    expect(trackedAddress('https://u.test/api/public/unsubscribe/xyz')).toBeNull();
    expect(trackedAddress('mailto:a@b.test')).toBeNull();
    expect(trackedAddress('http://[broken')).toBeNull();
  });

  it('orders links by human clicks with their share of all human clicks', () => {
    const { total, figures } = linkFigures([
      { url: 'a', clicks: 9, humanClicks: 1, recipients: 3, humanRecipients: 1 },
      { url: 'b', clicks: 3, humanClicks: 3, recipients: 2, humanRecipients: 2 },
      { url: 'c', clicks: 4, humanClicks: 0, recipients: 1, humanRecipients: 0 },
    ]);
    expect(total).toBe(4);
    expect(figures.map((f) => [f.url, f.humanClicks, f.share])).toEqual([
      ['b', 3, 75],
      ['a', 1, 25],
      ['c', 0, 0],
    ]);
    expect(linkFigures([{ url: 'a', clicks: 2, humanClicks: 0, recipients: 1, humanRecipients: 0 }]).total).toBe(0);
  });
});
