// Channel campaigns: a draft to a list or segment, started once (recipients written, then a job), sent by workers
// that claim batches with SKIP LOCKED and send each recipient through the channels with an idempotency key, so a
// crashed worker's batch is claimed again after a while and nobody gets a message twice. Inside the workspace's quiet
// hours no batch is claimed: the campaign waits (deferred_until, shown on the campaign) and its job is queued for the end.
import {
  CHANNEL_CAMPAIGN_BATCH,
  formatNumber,
  quietHoursEnd,
  type ChannelCampaign,
  type ChannelCampaignInput,
  type LimitedChannel,
  type QuietHours,
  type WebhookEventType,
} from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { Services } from '../../http/types.js';
import type { CampaignRow, CampaignsRepo } from './campaigns.repo.js';
import type { ConfigRow } from './channels.repo.js';
import { runCampaign, type RunnerOptions } from './campaign-runner.js';
import type { Outbound } from './outbound.js';

export const CHANNEL_CAMPAIGN_QUEUE = 'channels.campaign';
const PAGE = 1000;
/** Provider calls in flight per campaign and process, the bench's baseline client uses the same (bench/channels.ts). */
export const CHANNEL_CAMPAIGN_CONCURRENCY = 10;
export const CHANNEL_CAMPAIGN_RUNNER: RunnerOptions = {
  batch: CHANNEL_CAMPAIGN_BATCH,
  concurrency: CHANNEL_CAMPAIGN_CONCURRENCY,
  producers: 2,
  lookahead: 3,
  writers: 2,
  leaseS: 60,
  flushMs: 100,
};

/** Brand names: the same in both languages. */
const CHANNEL_NAMES = { sms: 'SMS', whatsapp: 'WhatsApp', push: 'Web Push' } as const;

export type CampaignDeps = {
  repo: CampaignsRepo;
  contacts: () => Services['contacts'];
  outbound: Outbound;
  config: (workspaceId: string, channel: ChannelCampaign['channel']) => Promise<ConfigRow | undefined>;
  /** The month's messages and the plan's allowance on a channel. */
  allowance: (workspaceId: string, channel: LimitedChannel) => Promise<{ plan: string; used: number; limit: number }>;
  /** Reports campaign.sent (the webhooks front door, when it is there). */
  onEvent: (workspaceId: string, type: WebhookEventType, data: Record<string, unknown>) => Promise<unknown>;
  runner?: RunnerOptions;
  /** Queues the campaign's job, to start at `startAfter` when given. */
  enqueue: (campaignId: string, startAfter?: Date) => Promise<void>;
  /** The workspace's quiet hours and time zone (the automation settings), undefined when it has none. */
  quietHours: (workspaceId: string) => Promise<{ timeZone: string; quiet: QuietHours } | undefined>;
  now: () => Date;
};

// campaignsService builds the channel campaigns' rules.
export function campaignsService(d: CampaignDeps) {
  const { repo } = d;

  // the workspace's quiet hours, read at most every 15 s per workspace (a running campaign asks before each batch)
  const quiet = new Map<string, { at: number; q: Awaited<ReturnType<CampaignDeps['quietHours']>> }>();
  // quietUntil is the end of the quiet hours the workspace is in now, or undefined when it may send.
  // `fresh` reads them now (a start, right after someone may have changed them)
  async function quietUntil(workspaceId: string, fresh = false): Promise<Date | undefined> {
    let hit = quiet.get(workspaceId);
    if (fresh || !hit || Date.now() - hit.at > 15_000) {
      if (quiet.size > 10_000) quiet.clear();
      quiet.set(workspaceId, (hit = { at: Date.now(), q: await d.quietHours(workspaceId) }));
    }
    return hit.q ? quietHoursEnd(d.now(), hit.q.timeZone, hit.q.quiet) : undefined;
  }

  async function view(workspaceId: string, rows: CampaignRow[]): Promise<ChannelCampaign[]> {
    const counts = await repo.counts(
      workspaceId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      channel: r.channel,
      text: r.body,
      template: r.template?.name ?? null,
      listId: r.listId,
      segmentId: r.segmentId,
      status: r.status,
      deferredUntil: r.status === 'sending' ? (r.deferredUntil?.toISOString() ?? null) : null,
      counts: counts.get(r.id)!,
      createdAt: r.createdAt.toISOString(),
      startedAt: r.startedAt?.toISOString() ?? null,
      finishedAt: r.finishedAt?.toISOString() ?? null,
    }));
  }

  async function requireCampaign(workspaceId: string, id: string) {
    const c = await repo.get(workspaceId, id);
    if (!c) throw notFound();
    return c;
  }

  // materialise writes every contact of the list or segment as a pending recipient, a page at a time.
  async function materialise(c: CampaignRow) {
    const contacts = d.contacts();
    let cursor: string | undefined;
    let offset = 0;
    for (;;) {
      const page = await contacts.list(c.workspaceId, {
        sort: 'created_at',
        order: 'asc',
        limit: PAGE,
        ...(c.listId ? { listId: c.listId } : {}),
        ...(c.segmentId ? { segmentId: c.segmentId } : {}),
        ...(cursor ? { cursor } : {}),
      });
      await repo.addRecipients(
        c.workspaceId,
        c.id,
        page.items.map((i: { id: string }) => i.id),
        offset,
      );
      offset += page.items.length;
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
  }

  return {
    async list(workspaceId: string, f: { channel?: string; status?: string; page: number; limit: number }) {
      const { rows, total } = await repo.list(workspaceId, f);
      return { campaigns: await view(workspaceId, rows), total };
    },
    async get(workspaceId: string, id: string) {
      return (await view(workspaceId, [await requireCampaign(workspaceId, id)]))[0];
    },
    // create stores a draft after checking its list or segment is the workspace's.
    async create(workspaceId: string, input: ChannelCampaignInput) {
      const contacts = d.contacts();
      if (input.listId && !(await contacts.lists(workspaceId)).some((l: { id: string }) => l.id === input.listId)) throw notFound();
      if (input.segmentId && !(await contacts.segments(workspaceId)).some((s: { id: string }) => s.id === input.segmentId)) throw notFound();
      const row = await repo.create(workspaceId, {
        name: input.name,
        channel: input.channel,
        body: input.channel === 'whatsapp' ? undefined : input.text,
        template: input.channel === 'whatsapp' ? input.template : undefined,
        listId: input.listId,
        segmentId: input.segmentId,
      });
      return (await view(workspaceId, [row]))[0];
    },
    async remove(workspaceId: string, id: string) {
      await requireCampaign(workspaceId, id);
      if (!(await repo.remove(workspaceId, id))) throw new AppError(409, 'CHANNEL_CAMPAIGN_NOT_DRAFT');
    },
    // start refuses a campaign when the month's allowance of its channel is used up, then writes the recipients, marks
    // the campaign sending and queues its job. Recipients past the allowance while it sends are skipped, each with
    // CHANNEL_PLAN_LIMIT (the allowance is taken as messages are written, so concurrent sends cannot pass it).
    async start(workspaceId: string, id: string) {
      const c = await requireCampaign(workspaceId, id);
      if (c.status !== 'draft') throw new AppError(409, 'CHANNEL_CAMPAIGN_NOT_DRAFT');
      const left = await d.allowance(workspaceId, c.channel);
      if (left.used >= left.limit) {
        throw new AppError(402, 'CHANNEL_CAMPAIGN_OVER_LIMIT', {
          plan: left.plan,
          channel: CHANNEL_NAMES[c.channel],
          limit: (lang) => formatNumber(left.limit, lang),
        });
      }
      await materialise(c);
      if ((await repo.recipientCount(c.id)) === 0) throw badRequest('CHANNEL_CAMPAIGN_EMPTY');
      await repo.addBatches(c.id, CHANNEL_CAMPAIGN_BATCH);
      if (!(await repo.markSending(workspaceId, id))) throw new AppError(409, 'CHANNEL_CAMPAIGN_NOT_DRAFT');
      const until = await quietUntil(workspaceId, true);
      if (until) await repo.setDeferred(id, until);
      await d.enqueue(id, until);
      return (await view(workspaceId, [(await repo.get(workspaceId, id))!]))[0];
    },
    /** Sends a campaign until nothing is left to claim (campaign-runner.ts); safe to run in several workers at once. */
    async run(campaignId: string) {
      const c = await repo.byId(campaignId);
      if (!c || c.status !== 'sending') return;
      const cfg = await d.config(c.workspaceId, c.channel);
      if (c.deferredUntil && !(await quietUntil(c.workspaceId, true))) await repo.setDeferred(c.id, null);
      const end = await runCampaign(c, cfg, { repo, outbound: d.outbound, quietUntil: () => quietUntil(c.workspaceId) }, d.runner ?? CHANNEL_CAMPAIGN_RUNNER);
      // quiet hours began or last: nothing more goes out until they end, then the job runs again
      if (end.kind === 'quiet') {
        await repo.setDeferred(c.id, end.until);
        await d.enqueue(c.id, end.until);
        return;
      }
      if (!(await repo.finishIfDone(c.id))) return;
      const counts = (await repo.counts(c.workspaceId, [c.id])).get(c.id)!;
      await d.onEvent(c.workspaceId, 'campaign.sent', {
        id: c.id,
        name: c.name,
        type: c.channel,
        finishedAt: new Date().toISOString(),
        recipients: counts.total,
        sent: counts.sent + counts.delivered + counts.read,
        delivered: counts.delivered + counts.read,
        failed: counts.failed,
        skipped: counts.skipped,
      });
    },
    /** The safety net: campaigns left sending (a crashed worker) are queued again. */
    async sweep() {
      for (const id of await repo.sendingIds()) await d.enqueue(id);
    },
    async recipients(workspaceId: string, id: string, page: number, limit: number) {
      await requireCampaign(workspaceId, id);
      return repo.recipients(workspaceId, id, page, limit);
    },
  };
}
export type CampaignsService = ReturnType<typeof campaignsService>;
