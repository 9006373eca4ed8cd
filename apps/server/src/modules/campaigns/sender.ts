// The sending loop of a worker process: claims delivery batches (SKIP LOCKED), renders and sends each message through
// the workspace's rotated SMTP servers (or the platform mailer when it has none), retries transient failures on other
// servers with back-off, and records results in batches. Any number of workers can run it against one database.
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { effectiveDailyLimit, type Language, type RotationStrategy, type WebhookEventType } from '@ulak/shared';
import type { Mailer } from '../../mail/mailer.js';
import type { SecretBox } from '../../secret-box.js';
import type { ContactsService } from '../contacts/index.js';
import { composable, composeAlternative, parseMailbox, type Address } from '../../mail/mime.js';
import { alignedDkim, type DkimSigning } from '../sending/index.js';
import { Rotation, type Candidate } from '../sending/index.js';
import type { MailServerRow, ServerCounters, MailServers as ServersRepo } from '../sending/index.js';
import { transportOptions } from '../sending/index.js';
import type { CampaignFrom } from '../sending/index.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { CampaignsRepo, DeliveryResult, DeliveryRow } from './campaigns.repo.js';
import { TemplateError } from '../templates/index.js';
import { compileCampaign, type CompiledCampaign, type TrackingSigner } from './message.js';
import type { TestMessage } from './test-send.js';

const BATCH = 200;
// A claim lapses 30 s after its last renewal: a batch renews its claims every 10 s while it works, so a slow server keeps
// them and a crashed worker's deliveries are retaken within half a minute.
const LEASE_SECONDS = 30;
const RENEW_MS = 10_000;
const CONCURRENCY = 8;
// Two claim-send-save loops per process, 8 messages in flight each: while one waits on the database (claim, save), the
// other keeps the SMTP connections busy, and the tail of one batch overlaps the start of the next. The total in flight
// stays at 16 (more only raises memory: messages waiting in the pool outlive V8's young generation).
const LOOPS = 2;
const MAX_ATTEMPTS = 5;
const SERVER_PAUSE_MS = 60_000;

export type SenderDeps = {
  repo: CampaignsRepo;
  servers: ServersRepo;
  box: SecretBox;
  platform: Mailer;
  contacts: ContactsService;
  signer: TrackingSigner;
  publicUrl: string;
  defaultFrom: string;
  /** Which addresses the workspace's own mail servers may be at (checked at every connection). */
  mailNet: AddressPolicy;
  /** The From (and Reply-To) of a message sent through the platform relay: only verified domains keep their From. */
  relayFrom: (workspaceId: string, requested: string, replyTo?: string | null) => Promise<CampaignFrom>;
  bounceDomain?: string;
  loadContacts: (ids: string[]) => Promise<Map<string, Record<string, unknown>>>;
  workspaceInfo: (workspaceId: string) => Promise<{ name: string; language: Language; emailFooter?: string | null }>;
  log: { error: (obj: object, msg: string) => void };
  /** Reports campaign.sent when a campaign has nothing left to send (the webhooks front door). */
  onEvent?: (workspaceId: string, type: WebhookEventType, data: Record<string, unknown>) => Promise<unknown>;
};

type WorkspaceState = {
  at: number;
  servers: MailServerRow[];
  strategy: RotationStrategy;
  rotation: Rotation;
  from: string;
  dkim?: DkimSigning;
  dkimEnc?: string;
};
/** A campaign ready to send, or the reason its template cannot be compiled (each of its deliveries then fails with it). */
type Prepared = { at: number; compiled: CompiledCampaign | { error: string }; workspaceId: string; from: string; replyTo?: string | null };
/** A delivery no server can take now: back in the queue for later, without counting an attempt. */
type Deferred = { id: number; deferSeconds: number };

// classify tells a permanent recipient failure (hard bounce) from a transient one worth retrying elsewhere.
export function classify(err: unknown): 'permanent' | 'transient' {
  const e = err as { responseCode?: number; code?: string; command?: string };
  if (e.responseCode && e.responseCode >= 500 && e.responseCode < 600 && (e.command === 'RCPT TO' || e.code === 'EENVELOPE')) return 'permanent';
  if (e.responseCode && e.responseCode >= 550 && e.responseCode <= 553) return 'permanent';
  return 'transient';
}

// isClosedPool tells nodemailer's "Connection pool was closed" (we closed the pool) from a server failure.
const isClosedPool = (err: unknown) => /pool was closed/i.test(String((err as Error)?.message ?? ''));

const backoffSeconds = (attempt: number) => Math.min(3600, 30 * 2 ** (attempt - 1));

/** The prefix of a delivery's error when its template could not be rendered for it. */
export const TEMPLATE_FAILURE = 'Template error';

// compileOrExplain compiles a campaign, or returns why its template cannot be used (its deliveries fail with that).
function compileOrExplain(...args: Parameters<typeof compileCampaign>): CompiledCampaign | { error: string } {
  try {
    return compileCampaign(...args);
  } catch (err) {
    if (err instanceof TemplateError) return { error: err.message };
    throw err;
  }
}

// resultWriter saves delivery results as they complete, one write at a time: what completes while a write is under way
// goes into the next one (group commit). room(limit) holds a sender back while `limit` results are still unsaved, so
// a slow commit (a disk stall) pauses sending instead of piling up sent-but-unrecorded messages: a crash repeats at
// most the messages in flight plus `limit`. A failed write keeps its results for the next try; flush() raises the error.
export function resultWriter(save: (results: DeliveryResult[]) => Promise<void>) {
  let pending: DeliveryResult[] = [];
  let inWrite = 0;
  let writing: Promise<void> | undefined;
  let lastError: unknown;
  async function pump() {
    while (pending.length) {
      const chunk = pending;
      pending = [];
      inWrite = chunk.length;
      try {
        await save(chunk);
        lastError = undefined;
      } catch (err) {
        pending = chunk.concat(pending);
        lastError = err;
        return;
      } finally {
        inWrite = 0;
      }
    }
  }
  function start() {
    writing ??= pump().finally(() => {
      writing = undefined;
      if (pending.length && lastError === undefined) start();
    });
  }
  return {
    add(result: DeliveryResult) {
      pending.push(result);
      start();
    },
    /** Results completed but not yet committed. */
    unsaved: () => pending.length + inWrite,
    async room(limit: number) {
      while (pending.length + inWrite >= limit) {
        if (writing) await writing;
        else {
          await pump();
          if (lastError !== undefined) throw lastError;
        }
      }
    },
    async flush() {
      while (writing) await writing;
      if (pending.length) {
        lastError = undefined;
        await pump();
      }
      if (lastError !== undefined) throw lastError;
    },
  };
}

export type Sender = ReturnType<typeof createSender>;

// createSender returns start/stop for the loop plus hooks to drop caches when settings change.
export function createSender(deps: SenderDeps) {
  const transports = new Map<string, { transport: Transporter; key: string }>();
  const workspaces = new Map<string, WorkspaceState>();
  // one rotation per workspace for the life of the process: concurrent loads and cache refreshes share its turn, so
  // round-robin deals 30 messages over three servers 10 / 10 / 10 (a fresh state per load restarted at the first server)
  const rotations = new Map<string, Rotation>();
  const prepared = new Map<string, Prepared>();
  const counters = new Map<string, ServerCounters>();
  // messages on their way through each server: they count against its daily limit (or warm-up cap) before they are
  // sent, so that 16 messages in flight cannot overshoot a cap of 50
  const inFlight = new Map<string, number>();
  let running = false;
  let loops: Promise<void>[] = [];
  const wakers = new Set<() => void>();

  // a pool lives as long as the server's connection settings: counters and pauses update the row every second and must not
  // close a pool that is sending (the sending benchmark caught that)
  function transportFor(s: MailServerRow): Transporter {
    const key = [s.smtpHost, s.smtpPort, s.smtpUser, s.smtpPasswordEnc ?? '', s.secure].join('|');
    const cached = transports.get(s.id);
    if (cached && cached.key === key) return cached.transport;
    cached?.transport.close();
    const transport = nodemailer.createTransport(transportOptions(s, deps.box, deps.mailNet));
    transports.set(s.id, { transport, key });
    return transport;
  }

  // dkimOf reads a workspace's DKIM signing options; the decrypted key is reused while the sealed one in the row is unchanged.
  // A key that no longer opens (the instance secret changed) is logged and the workspace sends unsigned.
  function dkimOf(
    workspaceId: string,
    settings: Awaited<ReturnType<ServersRepo['settings']>>,
    cached: WorkspaceState | undefined,
  ): Pick<WorkspaceState, 'dkim' | 'dkimEnc'> {
    if (!settings?.dkimDomain || !settings.dkimSelector || !settings.dkimPrivateKeyEnc) return {};
    const dkimEnc = settings.dkimPrivateKeyEnc;
    if (cached?.dkimEnc === dkimEnc && cached.dkim?.domainName === settings.dkimDomain && cached.dkim.keySelector === settings.dkimSelector)
      return { dkim: cached.dkim, dkimEnc };
    try {
      return { dkim: { domainName: settings.dkimDomain, keySelector: settings.dkimSelector, privateKey: deps.box.open(dkimEnc) }, dkimEnc };
    } catch (err) {
      deps.log.error({ err, workspaceId }, 'the DKIM key cannot be decrypted; sending unsigned');
      return {};
    }
  }

  async function workspace(workspaceId: string): Promise<WorkspaceState> {
    const cached = workspaces.get(workspaceId);
    if (cached && Date.now() - cached.at < 5000) return cached;
    const [servers, settings] = await Promise.all([deps.servers.list(workspaceId), deps.servers.settings(workspaceId)]);
    const strategy = settings?.strategy ?? 'round-robin';
    let rotation = rotations.get(workspaceId);
    if (!rotation) rotations.set(workspaceId, (rotation = new Rotation(strategy)));
    rotation.setStrategy(strategy);
    const from = settings?.fromEmail
      ? settings.fromName
        ? `"${settings.fromName.replace(/"/g, '')}" <${settings.fromEmail}>`
        : settings.fromEmail
      : deps.defaultFrom;
    const state = { at: Date.now(), servers: servers.filter((s) => s.status === 'active'), strategy, rotation, from, ...dkimOf(workspaceId, settings, cached) };
    workspaces.set(workspaceId, state);
    return state;
  }

  async function prepare(campaignId: string): Promise<Prepared | undefined> {
    const cached = prepared.get(campaignId);
    if (cached && Date.now() - cached.at < 10_000) return cached;
    const c = await deps.repo.findById(campaignId);
    if (!c || c.status !== 'sending') {
      prepared.delete(campaignId);
      return undefined;
    }
    const info = await deps.workspaceInfo(c.workspaceId);
    const ws = await workspace(c.workspaceId);
    const compiled = compileOrExplain(
      {
        id: c.id,
        subject: c.subject,
        htmlContent: c.htmlContent,
        textContent: c.textContent,
        personalizeContent: c.personalizeContent,
        trackOpens: c.trackOpens,
        trackClicks: c.trackClicks,
        abSubjects: c.abTest?.subjects ?? null,
      },
      {
        publicUrl: deps.publicUrl,
        signer: deps.signer,
        contactToken: (id) => deps.contacts.preferencesToken(id),
        workspaceName: info.name,
        language: info.language,
        footer: info.emailFooter,
        messageDomain: new URL(deps.publicUrl).hostname || 'ulak.local',
      },
    );
    const from = c.fromEmail ? (c.fromName ? `"${c.fromName.replace(/"/g, '')}" <${c.fromEmail}>` : c.fromEmail) : ws.from;
    const p = { at: Date.now(), compiled, workspaceId: c.workspaceId, from, replyTo: c.replyTo };
    prepared.set(campaignId, p);
    return p;
  }

  function candidate(s: MailServerRow): Candidate {
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const pending = counters.get(s.id);
    const fresh = s.counterDate === today;
    return {
      id: s.id,
      weight: s.weight,
      // a warming server may send today's warm-up cap, when that is below its own daily limit
      dailyLimit: effectiveDailyLimit(s.warmupStartedAt, s.dailyLimit, now),
      quarantined: s.quarantinedAt !== null,
      hourlyLimit: s.hourlyLimit,
      sentToday: (fresh ? s.sentToday : 0) + (pending?.sent ?? 0) + (inFlight.get(s.id) ?? 0),
      failedToday: (fresh ? s.failedToday : 0) + (pending?.failed ?? 0),
      avgLatencyMs: s.avgLatencyMs,
      pausedUntil: s.pausedUntil?.getTime() ?? 0,
    };
  }

  function count(serverId: string, ok: boolean, latency: number) {
    const c = counters.get(serverId) ?? { sent: 0, failed: 0, latencySum: 0, latencyCount: 0 };
    if (ok) {
      c.sent += 1;
      c.latencySum += latency;
      c.latencyCount += 1;
    } else c.failed += 1;
    counters.set(serverId, c);
  }

  async function flushCounters() {
    const flushed = new Map(counters);
    counters.clear();
    // the cached rows take the counts too, or they would be forgotten until the rows are read again
    const today = new Date().toISOString().slice(0, 10);
    for (const ws of workspaces.values())
      for (const s of ws.servers) {
        const c = flushed.get(s.id);
        if (!c) continue;
        if (s.counterDate !== today) Object.assign(s, { counterDate: today, sentToday: 0, failedToday: 0 });
        s.sentToday += c.sent;
        s.failedToday += c.failed;
      }
    for (const [id, c] of flushed) await deps.servers.addCounters(id, c).catch(() => undefined);
  }

  async function sendOne(d: DeliveryRow, p: Prepared, contact: Record<string, unknown>): Promise<DeliveryResult | Deferred> {
    // a template that fails for this recipient fails this delivery only, with its reason; the batch goes on
    let msg: ReturnType<CompiledCampaign>;
    try {
      if ('error' in p.compiled) throw new TemplateError(p.compiled.error, 'render');
      msg = p.compiled({ id: d.id, email: d.email, name: d.name, variant: d.variant, contact: { ...contact, name: d.name } });
    } catch (err) {
      if (!(err instanceof TemplateError)) throw err;
      return { id: d.id, status: 'failed', serverId: null, messageId: null, error: `${TEMPLATE_FAILURE}: ${err.message}`.slice(0, 500) };
    }
    const to: Address = { name: d.name, address: d.email };
    const envelopeFrom = deps.bounceDomain ? `bounce+${deps.contacts.webhookToken(p.workspaceId)}@${deps.bounceDomain}` : undefined;
    // the message as nodemailer sends it from one sender address: composed here when the addresses allow (raw, one
    // string), else by nodemailer's general composer
    const mail = (fromText: string, dkim: DkimSigning | undefined, replyTo?: string): SendMailOptions => {
      const from = parseMailbox(fromText);
      if (composable(from, to, ...(replyTo ? [{ address: replyTo }] : [])))
        return {
          envelope: { from: envelopeFrom ?? from.address, to: d.email },
          raw: composeAlternative({
            from,
            to,
            subject: msg.subject,
            text: msg.text,
            html: msg.html,
            messageId: msg.messageId,
            headers: replyTo ? { ...msg.headers, 'Reply-To': replyTo } : msg.headers,
          }),
          dkim,
        };
      return {
        from: fromText,
        to: d.name ? { name: d.name, address: d.email } : d.email,
        subject: msg.subject,
        html: msg.html,
        text: msg.text,
        messageId: msg.messageId,
        headers: msg.headers,
        replyTo,
        envelope: envelopeFrom ? { from: envelopeFrom, to: d.email } : undefined,
        dkim,
      };
    };
    const ws = await workspace(p.workspaceId);
    if (!ws.servers.length) {
      try {
        // the platform relay keeps a From only on a domain the workspace verified
        const relayed = await deps.relayFrom(p.workspaceId, p.from, p.replyTo);
        await deps.platform.sendMessage(mail(relayed.from, alignedDkim(relayed.from, ws.dkim), relayed.replyTo));
        return { id: d.id, status: 'sent', serverId: null, messageId: msg.messageId, error: null };
      } catch (err) {
        return failure(d, err, null);
      }
    }
    const candidates = ws.servers.map(candidate);
    if (!ws.rotation.eligible(candidates).length)
      return { id: d.id, deferSeconds: Math.min(3600, Math.max(5, Math.ceil(ws.rotation.waitMs(candidates) / 1000))) };
    const tried = new Set<string>();
    let lastErr: unknown;
    for (let i = 0; i < Math.min(3, ws.servers.length); i++) {
      const chosen = ws.rotation.choose(ws.servers.map(candidate), tried);
      if (!chosen) break;
      const server = ws.servers.find((s) => s.id === chosen.id)!;
      tried.add(server.id);
      const started = performance.now();
      inFlight.set(server.id, (inFlight.get(server.id) ?? 0) + 1);
      try {
        const from = server.fromEmail ?? p.from;
        await transportFor(server).sendMail(mail(from, alignedDkim(from, ws.dkim), p.replyTo ?? undefined));
        // the hour window is kept only where an hourly limit needs it (a timestamp per message would otherwise pile up)
        if (server.hourlyLimit) ws.rotation.sent(server.id);
        count(server.id, true, performance.now() - started);
        return { id: d.id, status: 'sent', serverId: server.id, messageId: msg.messageId, error: null };
      } catch (err) {
        lastErr = err;
        count(server.id, false, 0);
        if (classify(err) === 'permanent') return failure(d, err, server.id);
        // our own pool closed under the message (its settings changed): not the server's fault, try the next one
        if (isClosedPool(err)) continue;
        // a server that fails at the transport level rests for a minute; its messages move to the others
        server.pausedUntil = new Date(Date.now() + SERVER_PAUSE_MS);
        await deps.servers
          .update(p.workspaceId, server.id, { pausedUntil: server.pausedUntil, lastError: String((err as Error).message ?? err).slice(0, 300) })
          .catch(() => undefined);
      } finally {
        inFlight.set(server.id, (inFlight.get(server.id) ?? 1) - 1);
      }
    }
    if (lastErr === undefined) return { id: d.id, deferSeconds: 5 };
    return failure(d, lastErr, null);
  }

  async function failure(d: DeliveryRow, err: unknown, serverId: string | null): Promise<DeliveryResult> {
    const message = String((err as Error)?.message ?? err).slice(0, 500);
    // a test message (no campaign delivery behind it) records no bounce: it suppresses no one
    if (classify(err) === 'permanent' && !d.campaignId) return { id: d.id, status: 'failed', serverId, messageId: null, error: message };
    if (classify(err) === 'permanent') {
      await deps.contacts
        .recordDeliveryEvent(d.workspaceId, { type: 'bounce', bounceType: 'hard', email: d.email, campaignId: d.campaignId, reason: message })
        .catch(() => undefined);
      return { id: d.id, status: 'failed', serverId, messageId: null, error: message };
    }
    if (d.attempts >= MAX_ATTEMPTS) return { id: d.id, status: 'failed', serverId, messageId: null, error: message };
    return { id: d.id, status: 'queued', serverId, messageId: null, error: message, retryInSeconds: backoffSeconds(d.attempts) };
  }

  async function processBatch(batch: DeliveryRow[]) {
    const contacts = await deps.loadContacts([...new Set(batch.map((d) => d.contactId).filter((x): x is string => Boolean(x)))]);
    const results = resultWriter((r) => deps.repo.saveResults(r));
    const release: number[] = [];
    const deferred: Deferred[] = [];
    const done = new Set<number>();
    let index = 0;
    const worker = async () => {
      while (index < batch.length) {
        // no more than CONCURRENCY results wait for the database: a crash repeats at most those and the ones in flight
        await results.room(CONCURRENCY);
        if (index >= batch.length) break;
        const d = batch[index++];
        const p = await prepare(d.campaignId);
        if (!p) {
          release.push(d.id);
          continue;
        }
        let result: DeliveryResult | Deferred;
        try {
          result = await sendOne(d, p, (d.contactId && contacts.get(d.contactId)) || { email: d.email, id: d.contactId });
        } catch (err) {
          // an unexpected failure of one message fails that message, never the batch (which would be claimed again)
          deps.log.error({ err, deliveryId: d.id }, 'a delivery failed unexpectedly');
          result = await failure(d, err, null);
        }
        if ('deferSeconds' in result) deferred.push(result);
        else results.add(result);
        done.add(d.id);
      }
    };
    const renew = setInterval(() => {
      void deps.repo
        .renewClaims(
          batch.filter((d) => !done.has(d.id)).map((d) => d.id),
          LEASE_SECONDS,
        )
        .catch((err) => deps.log.error({ err }, 'renewing delivery claims failed'));
    }, RENEW_MS);
    try {
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batch.length) }, worker));
    } finally {
      clearInterval(renew);
      await results.flush();
    }
    await deps.repo.releaseClaims(release);
    for (const seconds of new Set(deferred.map((x) => x.deferSeconds)))
      await deps.repo.deferClaims(
        deferred.filter((x) => x.deferSeconds === seconds).map((x) => x.id),
        seconds,
      );
  }

  // reportFinished tells the event reporter about campaigns that just finished, with their figures
  async function reportFinished(rows: { id: string; workspace_id: string; name: string; subject: string }[]) {
    if (!rows.length || !deps.onEvent) return;
    const stats = await deps.repo.stats(rows.map((r) => r.id));
    for (const r of rows) {
      const s = stats.get(r.id);
      const figures = { recipients: s?.recipients ?? 0, sent: s?.sent ?? 0, failed: s?.failed ?? 0 };
      await deps.onEvent(r.workspace_id, 'campaign.sent', { id: r.id, name: r.name, subject: r.subject, finishedAt: new Date().toISOString(), ...figures });
    }
  }

  async function run() {
    let lastFlush = Date.now();
    while (running) {
      try {
        const batch = await deps.repo.claim(BATCH, LEASE_SECONDS);
        if (batch.length) await processBatch(batch);
        if (Date.now() - lastFlush > 1000 || !batch.length) {
          await flushCounters();
          lastFlush = Date.now();
        }
        if (!batch.length) {
          await reportFinished(await deps.repo.finishDone());
          await new Promise<void>((r) => {
            const waker = () => {
              clearTimeout(t);
              wakers.delete(waker);
              r();
            };
            const t = setTimeout(waker, 500);
            wakers.add(waker);
          });
        }
      } catch (err) {
        deps.log.error({ err }, 'sending loop error');
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
    await flushCounters();
  }

  return {
    start() {
      if (running) return;
      running = true;
      loops = Array.from({ length: LOOPS }, () => run());
    },
    async stop() {
      running = false;
      for (const waker of [...wakers]) waker();
      await Promise.all(loops);
      for (const t of transports.values()) t.transport.close();
      transports.clear();
    },
    /** Starts work at once instead of at the next poll. */
    nudge: () => {
      for (const waker of [...wakers]) waker();
    },
    invalidate(workspaceId: string) {
      workspaces.delete(workspaceId);
      for (const [id, p] of prepared) if (p.workspaceId === workspaceId) prepared.delete(id);
    },
    forget: (campaignId: string) => prepared.delete(campaignId),
    /**
     * Sends one test message now through the same path as campaign mail (the workspace's servers by rotation, or the
     * relay with its From rules; DKIM signed). No delivery is recorded, so it counts in no report or plan usage.
     */
    async sendTest(t: TestMessage) {
      const ws = await workspace(t.workspaceId);
      const from = t.fromEmail ? (t.fromName ? `"${t.fromName.replace(/"/g, '')}" <${t.fromEmail}>` : t.fromEmail) : ws.from;
      const d = {
        id: 0,
        campaignId: '',
        workspaceId: t.workspaceId,
        contactId: null,
        email: t.to,
        name: null,
        variant: null,
        attempts: MAX_ATTEMPTS,
      } as unknown as DeliveryRow;
      const result = await sendOne(d, { at: Date.now(), compiled: t.render, workspaceId: t.workspaceId, from, replyTo: t.replyTo }, {});
      return 'deferSeconds' in result
        ? { sent: false as const, retryInSeconds: result.deferSeconds, error: null }
        : { sent: result.status === 'sent', retryInSeconds: 0, error: result.error };
    },
  };
}
