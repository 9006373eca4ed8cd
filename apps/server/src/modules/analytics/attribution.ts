// Revenue attribution over the messages a converting contact received: last click within the window, first touch, and
// linear (equal shares to every message sent within the window). Pure functions over rows the repo reads.

export type Touch = { campaignId: string; channel: string; sentAt: string; clickedAt: string | null };
export type Credit = { campaignId: string; channel: string; lastClick: number; firstTouch: number; linear: number };

// attribute splits one conversion's amount over its touches (sorted by sentAt, all within the window before it).
export function attribute(amount: number, touches: readonly Touch[], convertedAt: string): Credit[] {
  if (!touches.length) return [];
  const credits = new Map<string, Credit>();
  const credit = (t: Touch) => {
    let c = credits.get(t.campaignId);
    if (!c) credits.set(t.campaignId, (c = { campaignId: t.campaignId, channel: t.channel, lastClick: 0, firstTouch: 0, linear: 0 }));
    return c;
  };
  const at = Date.parse(convertedAt);
  const clicked = touches.filter((t) => t.clickedAt && Date.parse(t.clickedAt) <= at);
  const last = clicked.sort((a, b) => Date.parse(b.clickedAt ?? '') - Date.parse(a.clickedAt ?? ''))[0];
  if (last) credit(last).lastClick += amount;
  credit(touches[0]).firstTouch += amount;
  for (const t of touches) credit(t).linear += amount / touches.length;
  return [...credits.values()];
}
