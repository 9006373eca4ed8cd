// The click map's pure parts: which address a link of the rendered message tracks, and each address's human clicks and
// share of all human clicks of the campaign.
import type { CampaignLink } from '../api/analyticsApi';

// trackedAddress is the address a tracked link (/t/c/<token>?u=<address>) leads to; null for the honeypot, unsubscribe
// and preference links and anything else that is not tracked.
export function trackedAddress(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, 'http://frame.invalid');
  } catch {
    return null;
  }
  if (!url.pathname.includes('/t/c/')) return null;
  return url.searchParams.get('u');
}

export type LinkFigure = { url: string; humanClicks: number; clicks: number; share: number };

// linkFigures orders the campaign's links by human clicks with each one's share (0–100) of the human clicks of all of them;
// total is 0 when no person clicked anything.
export function linkFigures(links: CampaignLink[]): { total: number; figures: LinkFigure[] } {
  const total = links.reduce((s, l) => s + l.humanClicks, 0);
  const figures = links
    .map((l) => ({ url: l.url, humanClicks: l.humanClicks, clicks: l.clicks, share: total ? Math.round((l.humanClicks / total) * 1000) / 10 : 0 }))
    .sort((a, b) => b.humanClicks - a.humanClicks || b.clicks - a.clicks || a.url.localeCompare(b.url));
  return { total, figures };
}
