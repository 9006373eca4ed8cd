// Outbound messages, one or a batch at a time: who each goes to (or why it is skipped: consent, STOP, no number, the
// WhatsApp window, the plan's monthly allowance), the rows written before any provider call, the provider calls
// (retried with back-off), and the answers recorded. A single send and a campaign batch take the same three steps —
// stage (read and write in a few statements for the whole batch), deliver (one provider call per message), record
// (one statement for the whole batch) — so a campaign's database work does not grow with each message.
import crypto from 'node:crypto';
import {
  LIMITED_CHANNELS,
  normalizePhone,
  smsSegments,
  WHATSAPP_SESSION_WINDOW_HOURS,
  type ChannelKind,
  type ChannelSendResult,
  type ChannelTemplate,
  type LimitedChannel,
  type MessageKey,
  type Plan,
} from '@ulak/shared';
import { badRequest, notFound } from '../../http/errors.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { SecretBox } from '../../secret-box.js';
import { adapters, pushSend, type AdapterContext, type Secrets } from './adapters.js';
import type { AddressRow, ChannelsRepo, ConfigRow, ContactLite, MessageRow } from './channels.repo.js';
import { firstLink, trackLinks } from './links.js';
import { usageMonth, type NewMessage, type OutboundRepo, type Outcome } from './outbound.repo.js';
import { ProviderError, withRetry, type RetryPolicy } from './provider-http.js';
import type { SmppPool } from './smpp.js';

export type SendInput = {
  workspaceId: string;
  channel: ChannelKind;
  contactId?: string;
  to?: string;
  text?: string;
  template?: ChannelTemplate;
  idempotencyKey?: string;
  /** Replace the links of the text (and of a template's text parameters) with tracked ones (campaigns do). */
  trackLinks?: boolean;
  /** An answer to someone who wrote (the inbox): counted in the month's usage but never held by the plan's limit. */
  reply?: boolean;
  /** The channel campaign it is sent for (set by campaigns: the message row carries it). */
  campaignId?: string;
};

/** A message row written queued: what its provider call needs. */
export type Job = { cfg: ConfigRow; messageId: string; input: SendInput; to: string; contactId?: string };
/** A provider's answer, and the channel-level fault it reveals (credentials, provider down) when there is one. */
export type Delivered = Outcome & { fault?: string };

export type OutboundDeps = {
  repo: ChannelsRepo;
  out: OutboundRepo;
  box: SecretBox;
  publicUrl: string;
  policy: AddressPolicy;
  retry: RetryPolicy;
  timeoutMs: number;
  smpp: SmppPool;
  plan: (workspaceId: string) => Promise<Plan>;
  /** Seconds after which a message row still queued is taken to be its dead sender's and is delivered again. */
  reclaimAfterS: number;
};

/** The most a reply may take from the usage row's allowance check (replies are counted, never held). */
const NO_LIMIT = 2_147_483_647;
const isLimited = (c: ChannelKind): c is LimitedChannel => (LIMITED_CHANNELS as readonly string[]).includes(c);
const isSmpp = (cfg: ConfigRow) => cfg.channel === 'sms' && cfg.settings.provider === 'smpp';

export function resultOf(row: { id: string; status: string; error: string | null }): ChannelSendResult {
  const status = row.status === 'skipped' || row.status === 'failed' || row.status === 'queued' ? row.status : 'sent';
  return { messageId: row.id, status, ...(row.error && (status === 'skipped' || status === 'failed') ? { reason: row.error } : {}) };
}

// errorText is what a failure shows: the provider's own message, or the kind of network failure.
export function errorText(err: unknown): string {
  if (err instanceof ProviderError) return err.status ? `${err.message} [HTTP ${err.status}]` : err.message;
  return 'internal error';
}

/** What a batch's recipients need from the database, read once for the whole batch. */
type Lookups = {
  contacts: Map<string, ContactLite>;
  addresses: Map<string, AddressRow>;
  linked: Map<string, AddressRow>;
  push: Map<string, number>;
  pushById: Set<string>;
};

// outbound builds the send pipeline over the channels' repos and adapters.
export function outbound(d: OutboundDeps) {
  const ctx: AdapterContext = { policy: d.policy, timeoutMs: d.timeoutMs };
  // a configuration's secrets, opened once per configuration row read (a campaign reads its row once)
  const opened = new WeakMap<ConfigRow, Secrets>();
  const open = (cfg: ConfigRow): Secrets => {
    let k = opened.get(cfg);
    if (!k) opened.set(cfg, (k = JSON.parse(d.box.open(cfg.secrets)) as Secrets));
    return k;
  };
  // the workspace's plan, read at most every 10 s per workspace (a plan change applies within that)
  const plans = new Map<string, { plan: Plan; at: number }>();
  const planOf = async (workspaceId: string) => {
    const hit = plans.get(workspaceId);
    if (hit && Date.now() - hit.at < 10_000) return hit.plan;
    const plan = await d.plan(workspaceId);
    if (plans.size > 10_000) plans.clear();
    plans.set(workspaceId, { plan, at: Date.now() });
    return plan;
  };
  const hookBase = (cfg: ConfigRow) => `${d.publicUrl}/api/channels/hooks/${cfg.channel}/${cfg.hookToken}`;

  // load reads, for a batch, its contacts and the addresses (consent, last inbound message) they send to.
  async function load(cfg: ConfigRow, inputs: SendInput[], known?: Map<string, ContactLite>): Promise<Lookups> {
    const ws = cfg.workspaceId;
    const contactIds = [...new Set(inputs.map((i) => i.contactId).filter((x): x is string => Boolean(x)))];
    const contacts = known ?? (await d.out.contacts(ws, contactIds));
    const cc = cfg.settings.defaultCountryCode ?? '90';
    const lookups: Lookups = { contacts, addresses: new Map(), linked: new Map(), push: new Map(), pushById: new Set() };
    if (cfg.channel === 'sms' || cfg.channel === 'whatsapp') {
      const phones = inputs.map((i) => normalizePhone(i.to ?? (i.contactId ? (contacts.get(i.contactId)?.phone ?? '') : ''), cc)).filter(Boolean) as string[];
      lookups.addresses = await d.out.addresses(ws, cfg.channel, [...new Set(phones)]);
    } else if (cfg.channel === 'telegram') {
      lookups.addresses = await d.out.addresses(
        ws,
        'telegram',
        inputs.map((i) => i.to).filter((x): x is string => Boolean(x)),
      );
      lookups.linked = await d.out.addressesOfContacts(ws, 'telegram', contactIds);
    } else if (cfg.channel === 'push') {
      lookups.push = await d.out.pushCounts(ws, contactIds);
      for (const i of inputs.filter((x) => !x.contactId && x.to)) {
        if ((await d.repo.pushSubscriptions(ws, { id: i.to })).length) lookups.pushById.add(i.to!);
      }
    }
    return lookups;
  }

  // recipientOf finds where a message goes, or the reason it must be skipped (recipient-level problems only).
  function recipientOf(cfg: ConfigRow, input: SendInput, strict: boolean, l: Lookups): { to: string; contactId?: string } | { skip: MessageKey; to: string } {
    const contact = input.contactId ? l.contacts.get(input.contactId) : undefined;
    if (input.contactId && !contact) {
      if (strict) throw notFound();
      return { skip: 'CHANNEL_CONTACT_NOT_FOUND', to: input.to ?? '' };
    }
    const cc = cfg.settings.defaultCountryCode ?? '90';
    switch (input.channel) {
      case 'sms':
      case 'whatsapp': {
        const raw = input.to ?? contact?.phone ?? '';
        if (!raw) return { skip: 'CHANNEL_NO_ADDRESS', to: '' };
        const to = normalizePhone(raw, cc);
        if (!to) {
          if (strict && input.to) throw badRequest('CHANNEL_INVALID_PHONE');
          return { skip: 'CHANNEL_INVALID_PHONE', to: raw.slice(0, 40) };
        }
        const addr = l.addresses.get(to);
        if (addr?.consent === 'revoked') return { skip: 'CHANNEL_UNSUBSCRIBED', to };
        const recentInbound = addr?.lastInboundAt && Date.now() - addr.lastInboundAt.getTime() < WHATSAPP_SESSION_WINDOW_HOURS * 3600_000;
        // a contact is reached only with consent for this channel, or as a reply to what it wrote within the window
        if (contact && addr?.consent !== 'granted' && !recentInbound) return { skip: 'CHANNEL_NO_CONSENT', to };
        if (input.channel === 'whatsapp' && !input.template && !recentInbound) return { skip: 'CHANNEL_WHATSAPP_OUTSIDE_WINDOW', to };
        return { to, contactId: contact?.id ?? addr?.contactId ?? undefined };
      }
      case 'telegram': {
        if (input.to) {
          if (!/^-?\d{1,20}$/.test(input.to)) {
            if (strict) throw badRequest('CHANNEL_TELEGRAM_NOT_LINKED');
            return { skip: 'CHANNEL_TELEGRAM_NOT_LINKED', to: input.to.slice(0, 40) };
          }
          const addr = l.addresses.get(input.to);
          if (addr?.consent === 'revoked') return { skip: 'CHANNEL_UNSUBSCRIBED', to: input.to };
          return { to: input.to, contactId: addr?.contactId ?? undefined };
        }
        const linked = l.linked.get(contact!.id);
        if (!linked) return { skip: 'CHANNEL_TELEGRAM_NOT_LINKED', to: '' };
        if (linked.consent !== 'granted') return { skip: 'CHANNEL_NO_CONSENT', to: linked.address };
        return { to: linked.address, contactId: contact!.id };
      }
      case 'slack':
        return { to: input.to ?? cfg.settings.defaultChannel ?? '' };
      case 'push': {
        const has = contact ? (l.push.get(contact.id) ?? 0) > 0 : l.pushById.has(input.to ?? '');
        if (!has) return { skip: 'CHANNEL_NO_PUSH_SUBSCRIPTION', to: input.to ?? '' };
        return { to: contact ? `contact:${contact.id}` : (input.to ?? ''), contactId: contact?.id };
      }
    }
  }

  // problemOf is a caller's mistake in a message (no channel, no recipient, no text): a 400 on the HTTP route.
  function problemOf(cfg: ConfigRow | undefined, input: SendInput): MessageKey | undefined {
    if (!cfg) return 'CHANNEL_NOT_CONFIGURED';
    if (!input.contactId && !input.to && input.channel !== 'slack') return 'CHANNEL_RECIPIENT_REQUIRED';
    if (input.template && input.channel !== 'whatsapp') return 'CHANNEL_TEXT_REQUIRED';
    if (!input.template && !input.text?.trim()) return input.channel === 'whatsapp' && !input.text ? 'CHANNEL_TEMPLATE_REQUIRED' : 'CHANNEL_TEXT_REQUIRED';
    return undefined;
  }

  /**
   * stage writes the rows of a batch of messages of one workspace and channel (`cfg` undefined: not configured) and
   * returns, per input, either its final result (skipped, failed, or an earlier send under the same idempotency key)
   * or a job for `deliver`. `strict` turns a caller's mistake into a thrown 4xx that stores nothing; `reclaimAfterS`
   * is how old a row left queued under the same key must be to be delivered again (its sender is taken to be dead).
   * A caller that has read the contacts already passes them (`contacts`), and says which inputs were never staged
   * before (`first`: their keys need no look-up of an earlier row).
   */
  async function stage(
    cfg: ConfigRow | undefined,
    inputs: SendInput[],
    opts: { strict?: boolean; reclaimAfterS?: number; contacts?: Map<string, ContactLite>; first?: boolean[] } = {},
  ): Promise<{ results: (ChannelSendResult | undefined)[]; jobs: Job[] }> {
    const strict = opts.strict ?? false;
    const results: (ChannelSendResult | undefined)[] = new Array(inputs.length).fill(undefined);
    const jobs: Job[] = [];
    if (!inputs.length) return { results, jobs };
    const { workspaceId, channel } = inputs[0];
    const keys = inputs.filter((inp, i) => inp.idempotencyKey && !opts.first?.[i]).map((inp) => inp.idempotencyKey!);
    const priors = await d.out.byKeys(workspaceId, keys);
    const fresh: number[] = [];
    for (const [i, input] of inputs.entries()) {
      const prior = input.idempotencyKey ? priors.get(input.idempotencyKey) : undefined;
      if (!prior) fresh.push(i);
      // a row left queued by a process that died before the provider answered is delivered once more (by one caller)
      else if (prior.status === 'queued' && cfg && (await d.out.reclaimQueued(prior.id, opts.reclaimAfterS ?? d.reclaimAfterS)))
        jobs.push({ cfg, messageId: prior.id, input, to: prior.to, contactId: prior.contactId ?? undefined });
      else results[i] = resultOf(prior);
    }
    if (!fresh.length) return { results, jobs };
    for (const i of fresh) {
      const problem = problemOf(cfg, inputs[i]);
      if (problem && strict) throw badRequest(problem);
    }
    const lookups = cfg
      ? await load(
          cfg,
          fresh.map((i) => inputs[i]),
          opts.contacts,
        )
      : undefined;
    const rows: NewMessage[] = [];
    const rowIndex = new Map<string, number>();
    // a campaign's batch is one text: its segments are counted once
    const segmentCounts = new Map<string, number>();
    const segmentsOf = (text: string) => {
      let n = segmentCounts.get(text);
      if (n === undefined) segmentCounts.set(text, (n = smsSegments(text).segments));
      return n;
    };
    for (const i of fresh) {
      const input = inputs[i];
      const base = { id: crypto.randomUUID(), body: input.text, template: input.template, idempotencyKey: input.idempotencyKey, campaignId: input.campaignId };
      rowIndex.set(base.id, i);
      const problem = problemOf(cfg, input);
      if (problem || !cfg || !lookups) {
        rows.push({ ...base, to: input.to ?? '', status: 'failed', segments: 0, error: problem });
        continue;
      }
      const target = recipientOf(cfg, input, strict, lookups);
      if ('skip' in target) rows.push({ ...base, contactId: input.contactId, to: target.to, status: 'skipped', segments: 0, error: target.skip });
      else {
        const segments = input.channel === 'sms' ? segmentsOf(input.text ?? '') : 1;
        rows.push({ ...base, contactId: target.contactId, to: target.to, status: 'queued', segments });
      }
    }
    let quota: { month: string; limit: number } | undefined;
    if (cfg && isLimited(channel) && rows.some((r) => r.status === 'queued')) {
      const limit = inputs.every((i) => i.reply) ? NO_LIMIT : (await planOf(workspaceId)).channelLimits[channel];
      quota = { month: usageMonth(), limit };
    }
    const written = await d.out.insert(workspaceId, channel, rows, quota);
    const seen = new Set<string>();
    for (const row of written) {
      const i = rowIndex.get(row.id)!;
      seen.add(row.id);
      if (row.status === 'queued') jobs.push({ cfg: cfg!, messageId: row.id, input: inputs[i], to: row.to, contactId: row.contactId ?? undefined });
      else results[i] = resultOf(row);
    }
    // a row another caller wrote meanwhile under the same key: its result stands
    const lost = rows.filter((r) => !seen.has(r.id));
    if (lost.length) {
      const again = await d.out.byKeys(
        workspaceId,
        lost.map((r) => r.idempotencyKey).filter((k): k is string => Boolean(k)),
      );
      for (const r of lost) {
        const row: MessageRow | undefined = r.idempotencyKey ? again.get(r.idempotencyKey) : undefined;
        results[rowIndex.get(r.id)!] = row ? resultOf(row) : { messageId: r.id, status: 'failed', reason: 'CHANNEL_IDEMPOTENCY_CONFLICT' };
      }
    }
    return { results, jobs };
  }

  // deliver makes the provider call(s) of a message row already written; nothing is recorded here but SMPP parts.
  async function deliver(job: Job): Promise<Delivered> {
    const { cfg, messageId, input, to, contactId } = job;
    const s = cfg.settings;
    const k = open(cfg);
    let attempts = 0;
    const count = () => {
      attempts += 1;
    };
    const tracked = input.trackLinks ? trackLinks(d.publicUrl, messageId, input.text, input.template) : { text: input.text, template: input.template };
    try {
      if (input.channel === 'push') {
        const subs = await d.repo.pushSubscriptions(input.workspaceId, contactId ? { contactId } : { id: input.to ?? '' });
        const [first, ...rest] = (tracked.text ?? '').split('\n');
        const url = firstLink(tracked.text ?? '');
        const payload = JSON.stringify({ title: first, body: rest.join('\n'), messageId, ...(url ? { url } : {}) });
        let delivered = 0;
        let lastError: unknown;
        for (const sub of subs) {
          try {
            await withRetry(() => pushSend(ctx, s, k, sub, payload), d.retry, count);
            delivered += 1;
          } catch (err) {
            lastError = err;
            if (err instanceof ProviderError && err.gone) await d.repo.removePushSubscription(input.workspaceId, sub.id);
          }
        }
        if (!delivered) throw lastError ?? new ProviderError('no subscription', undefined, false);
        return { id: messageId, status: 'sent', providerId: null, segments: delivered, attempts };
      }
      if (isSmpp(cfg)) {
        // one state across the retries: a part the SMSC accepted is not submitted again
        const state = d.smpp.newState();
        const out = await withRetry(() => d.smpp.send(cfg.workspaceId, s, k, to, tracked.text ?? '', state), d.retry, count);
        // receipts name parts: their ids are written at once, before the batch's answers
        await d.repo.addParts(cfg.workspaceId, 'sms', messageId, out.parts);
        return { id: messageId, status: 'sent', providerId: out.providerId, segments: out.segments, attempts };
      }
      const statusCallback = input.channel === 'sms' ? `${hookBase(cfg)}/status` : undefined;
      const out = await withRetry(
        () => adapters[input.channel as 'sms'].send(ctx, s, k, { to, text: tracked.text, template: tracked.template, statusCallback }),
        d.retry,
        count,
      );
      const segments = out.segments ?? (input.channel === 'sms' ? smsSegments(tracked.text ?? '').segments : undefined);
      return { id: messageId, status: 'sent', providerId: out.providerId || null, segments, attempts };
    } catch (err) {
      const reason = errorText(err);
      // the channel itself is broken (credentials, provider down, network) — not a bad recipient
      const p = err instanceof ProviderError ? err : undefined;
      const channelFault = p?.status === undefined ? !p?.messageLevel : p.status === 401 || p.status === 403 || p.status >= 500;
      return { id: messageId, status: 'failed', error: reason, attempts, ...(channelFault ? { fault: reason } : {}) };
    }
  }

  // record writes a batch's answers and the channel's state: error on a channel-level fault, connected again after one worked.
  async function record(cfg: ConfigRow, outcomes: Delivered[]) {
    if (!outcomes.length) return;
    await d.out.record(cfg.workspaceId, outcomes);
    const fault = [...outcomes].reverse().find((o) => o.fault)?.fault;
    if (fault) {
      await d.repo.setState(cfg.workspaceId, cfg.channel, 'error', fault, false);
      cfg.state = 'error';
    } else if (cfg.state === 'error' && outcomes.some((o) => o.status === 'sent')) {
      await d.repo.setState(cfg.workspaceId, cfg.channel, 'connected', null, false);
      cfg.state = 'connected';
    }
  }

  return {
    stage,
    deliver,
    record,
    /** One message: staged, delivered and recorded; never throws for a recipient problem unless `strict` (see stage). */
    async send(input: SendInput, strict = false): Promise<ChannelSendResult> {
      const cfg = await d.repo.config(input.workspaceId, input.channel);
      const { results, jobs } = await stage(cfg, [input], { strict });
      if (results[0]) return results[0];
      const outcome = await deliver(jobs[0]);
      await record(jobs[0].cfg, [outcome]);
      return outcome.status === 'sent' ? { messageId: outcome.id, status: 'sent' } : { messageId: outcome.id, status: 'failed', reason: outcome.error };
    },
  };
}
export type Outbound = ReturnType<typeof outbound>;
