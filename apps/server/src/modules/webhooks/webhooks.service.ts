// The rules of outgoing webhooks: endpoints (URL checked against the outbound address policy, secret generated and
// sealed, rotation with overlap), the outbox write of emit, the attempts (signature, retry schedule, pausing after
// failures in a row), tests, redeliveries and the delivery log.
import crypto from 'node:crypto';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_LOG_RETENTION_DAYS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_DATA_BYTES,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookPayload,
  type WebhookState,
} from '@ulak/shared';
import { AppError, conflict, notFound } from '../../http/errors.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { SecretBox } from '../../secret-box.js';
import { checkTarget, postWebhook, signature, type AttemptResult } from './post.js';
import type { AttemptRow, DeliveryOutcome, DeliveryRow, EndpointRow, WebhooksRepo } from './webhooks.repo.js';

export type WebhooksDeps = {
  repo: WebhooksRepo;
  box: SecretBox;
  policy: AddressPolicy;
  timeoutMs: number;
  /** Wakes the workers once emit has written deliveries. */
  wake: () => Promise<void>;
  /** Tells the workspace an endpoint was paused after WEBHOOK_PAUSE_AFTER_FAILURES failed deliveries in a row. */
  onPaused?: (endpoint: EndpointRow) => Promise<void>;
};

export type WebhooksService = ReturnType<typeof webhooksService>;

/** Deliveries claimed at once by one worker pass (posted concurrently). */
const BATCH = 20;
/** How long a claim holds a delivery: well past the attempt's deadline, so only a dead worker's claims expire. */
const LEASE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const iso = (d: Date | null) => d?.toISOString() ?? null;

// stateOf is what the settings show for an endpoint: paused, error after a failed attempt, else connected.
export function stateOf(row: Pick<EndpointRow, 'active' | 'lastOk'>): WebhookState {
  if (!row.active) return 'paused';
  return row.lastOk === false ? 'error' : 'connected';
}

// endpointView is the API shape of an endpoint (never its secret).
export function endpointView(row: EndpointRow, now = new Date()): WebhookEndpoint {
  const overlap = row.previousSecretSealed && row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil : null;
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    state: stateOf(row),
    pausedBy: row.active ? null : (row.pausedBy ?? 'user'),
    pausedAt: row.active ? null : iso(row.pausedAt),
    secretHint: `${WEBHOOK_SECRET_PREFIX}…${row.secretHint}`,
    previousSecretUntil: iso(overlap),
    consecutiveFailures: row.consecutiveFailures,
    lastAttemptAt: iso(row.lastAttemptAt),
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastOk === false ? row.lastError : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// deliveryView is the API shape of a delivery with its attempts.
export function deliveryView(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastError: row.lastError,
    payload: row.body,
    history: attempts.map((a) => ({
      attempt: a.attempt,
      at: a.at.toISOString(),
      statusCode: a.statusCode,
      durationMs: a.durationMs,
      error: a.error,
      responseExcerpt: a.responseExcerpt,
      manual: a.manual,
    })),
  };
}

// newSecret generates a signing secret: the prefix and 32 random base64url characters.
function newSecret() {
  const secret = `${WEBHOOK_SECRET_PREFIX}${crypto.randomBytes(24).toString('base64url')}`;
  return { secret, hint: secret.slice(-4) };
}

// eventBody is the JSON body of an event; data larger than WEBHOOK_MAX_DATA_BYTES is replaced by a marker with its id.
export function eventBody(
  workspaceId: string,
  type: WebhookPayload['type'],
  data: Record<string, unknown>,
  id = crypto.randomUUID(),
): { id: string; body: string } {
  const json = JSON.stringify(data ?? {});
  const bounded = Buffer.byteLength(json, 'utf8') > WEBHOOK_MAX_DATA_BYTES ? { truncated: true, id: data.id ?? null } : data;
  const payload: WebhookPayload = { id, type, createdAt: new Date().toISOString(), workspaceId, data: bounded };
  return { id, body: JSON.stringify(payload) };
}

// webhooksService builds the webhook rules over the repo.
export function webhooksService(deps: WebhooksDeps) {
  const { repo } = deps;
  let lastPrune = 0;

  async function requireEndpoint(workspaceId: string, id: string) {
    const row = await repo.endpoint(workspaceId, id);
    if (!row) throw notFound();
    return row;
  }

  // checkUrl refuses a URL the workers would not post to (scheme, private or reserved address, unknown host)
  async function checkUrl(url: string) {
    const target = await checkTarget(url, deps.policy);
    if (!('code' in target)) return;
    throw new AppError(400, target.code, target.code === 'WEBHOOK_ADDRESS_FORBIDDEN' ? { range: target.range } : {});
  }

  // signingSecrets are the endpoint's current secret and, during a rotation's overlap, the previous one
  function signingSecrets(row: EndpointRow): string[] {
    const secrets = [deps.box.open(row.secretSealed)];
    if (row.previousSecretSealed && row.previousSecretUntil && row.previousSecretUntil > new Date()) secrets.push(deps.box.open(row.previousSecretSealed));
    return secrets;
  }

  // send makes one attempt of a claimed delivery (its `attempts` already counts this one)
  async function send(d: DeliveryRow, endpoint: EndpointRow): Promise<AttemptResult> {
    let secrets: string[];
    try {
      secrets = signingSecrets(endpoint);
    } catch {
      return { ok: false, statusCode: null, durationMs: 0, error: 'signing secret unreadable: rotate the secret', excerpt: null, retryable: false };
    }
    const headers = {
      [WEBHOOK_HEADERS.signature]: signature(secrets, Math.floor(Date.now() / 1000), d.body),
      [WEBHOOK_HEADERS.event]: d.eventType,
      [WEBHOOK_HEADERS.delivery]: d.id,
      [WEBHOOK_HEADERS.attempt]: String(d.attempts),
    };
    return postWebhook(endpoint.url, headers, d.body, { policy: deps.policy, timeoutMs: deps.timeoutMs });
  }

  /**
   * Attempts a claimed delivery and records it. Scheduled attempts follow the retry schedule (5xx, 408, 429 and
   * network errors are retried, other answers fail at once) and count towards pausing; a manual one (a test, a
   * redelivery) is one attempt: a delivery that was waiting for a retry keeps waiting when it fails.
   */
  async function attempt(d: DeliveryRow, endpoint: EndpointRow, opts: { now: Date; manual: false } | { now: Date; manual: true; before: DeliveryRow | null }) {
    const r = await send(d, endpoint);
    const at = opts.now;
    const last = { lastStatusCode: r.statusCode, lastDurationMs: r.durationMs, lastError: r.error };
    let outcome: DeliveryOutcome;
    if (r.ok) outcome = { status: 'succeeded', nextAttemptAt: null, deliveredAt: at, ...last };
    else if (opts.manual && opts.before?.status === 'pending')
      outcome = { status: 'pending', nextAttemptAt: opts.before.nextAttemptAt, deliveredAt: null, ...last };
    else if (!opts.manual && r.retryable && d.attempts < WEBHOOK_MAX_ATTEMPTS) {
      const delay = WEBHOOK_RETRY_DELAYS_SECONDS[d.attempts - 1] * 1000;
      outcome = { status: 'pending', nextAttemptAt: new Date(at.getTime() + delay), deliveredAt: null, ...last };
    } else outcome = { status: 'failed', nextAttemptAt: null, deliveredAt: null, ...last };
    const ended = outcome.status === 'succeeded' ? 'succeeded' : outcome.status === 'failed' && !opts.manual ? 'failed' : null;
    const recorded = await repo.recordAttempt(
      d,
      { attempt: d.attempts, at, statusCode: r.statusCode, durationMs: r.durationMs, error: r.error, responseExcerpt: r.excerpt, manual: opts.manual },
      outcome,
      { at, ok: r.ok, statusCode: r.statusCode, error: r.error, ended, pauseAfter: WEBHOOK_PAUSE_AFTER_FAILURES },
    );
    if (recorded.paused && recorded.endpoint) await deps.onPaused?.(recorded.endpoint).catch(() => undefined);
    return recorded;
  }

  async function withHistory(workspaceId: string, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
    const attempts = await repo.attemptsOf(
      workspaceId,
      rows.map((r) => r.id),
    );
    return rows.map((r) =>
      deliveryView(
        r,
        attempts.filter((a) => a.deliveryId === r.id),
      ),
    );
  }

  return {
    async list(workspaceId: string) {
      return (await repo.endpoints(workspaceId)).map((r) => endpointView(r));
    },

    /** Creates an endpoint; the answer carries its signing secret, which is never shown again. */
    async create(workspaceId: string, input: { url: string; events: WebhookEventType[]; description?: string }) {
      if ((await repo.countEndpoints(workspaceId)) >= WEBHOOK_MAX_ENDPOINTS) throw new AppError(409, 'WEBHOOK_LIMIT', { max: WEBHOOK_MAX_ENDPOINTS });
      await checkUrl(input.url);
      const { secret, hint } = newSecret();
      const row = await repo.insertEndpoint({
        workspaceId,
        url: input.url,
        events: input.events,
        description: input.description ?? '',
        secretSealed: deps.box.seal(secret),
        secretHint: hint,
      });
      return { endpoint: endpointView(row), secret };
    },

    /** Changes an endpoint; resuming it (active: true) clears the failure count and the pause. */
    async update(workspaceId: string, id: string, input: { url?: string; events?: WebhookEventType[]; description?: string; active?: boolean }) {
      const current = await requireEndpoint(workspaceId, id);
      if (input.url !== undefined && input.url !== current.url) await checkUrl(input.url);
      const patch: Partial<EndpointRow> = {};
      if (input.url !== undefined) patch.url = input.url;
      if (input.events !== undefined) patch.events = input.events;
      if (input.description !== undefined) patch.description = input.description;
      if (input.active === true && !current.active) Object.assign(patch, { active: true, pausedBy: null, pausedAt: null, consecutiveFailures: 0 });
      if (input.active === false && current.active) Object.assign(patch, { active: false, pausedBy: 'user', pausedAt: new Date() });
      const row = await repo.updateEndpoint(workspaceId, id, { ...patch, updatedAt: new Date() });
      if (!row) throw notFound();
      return endpointView(row);
    },

    async remove(workspaceId: string, id: string) {
      if (!(await repo.deleteEndpoint(workspaceId, id))) throw notFound();
    },

    /** A new signing secret (returned once); the old one keeps signing beside it for overlapHours. */
    async rotate(workspaceId: string, id: string, overlapHours: number) {
      const current = await requireEndpoint(workspaceId, id);
      const { secret, hint } = newSecret();
      const row = await repo.updateEndpoint(workspaceId, id, {
        secretSealed: deps.box.seal(secret),
        secretHint: hint,
        previousSecretSealed: overlapHours > 0 ? current.secretSealed : null,
        previousSecretUntil: overlapHours > 0 ? new Date(Date.now() + overlapHours * 3600_000) : null,
        updatedAt: new Date(),
      });
      if (!row) throw notFound();
      return { endpoint: endpointView(row), secret };
    },

    /** Sends a `webhook.test` event to the endpoint now (paused or not) and answers with the attempt. */
    async test(workspaceId: string, id: string) {
      const endpoint = await requireEndpoint(workspaceId, id);
      const { id: eventId, body } = eventBody(workspaceId, WEBHOOK_TEST_EVENT, { message: 'Ulak webhook test', endpointId: id });
      const now = new Date();
      const d = await repo.insertClaimed({
        workspaceId,
        endpointId: id,
        eventId,
        eventType: WEBHOOK_TEST_EVENT,
        body,
        leaseUntil: new Date(now.getTime() + LEASE_MS),
      });
      const recorded = await attempt(d, endpoint, { now, manual: true, before: null });
      return { delivery: (await withHistory(workspaceId, [recorded.delivery]))[0], endpoint: endpointView(recorded.endpoint ?? endpoint) };
    },

    /** Sends one delivery again now (same id and body, the next attempt number); 409 while it is being sent. */
    async redeliver(workspaceId: string, deliveryId: string) {
      const before = await repo.delivery(workspaceId, deliveryId);
      if (!before) throw notFound();
      const endpoint = await requireEndpoint(workspaceId, before.endpointId);
      const now = new Date();
      const claimed = await repo.claimOne(workspaceId, deliveryId, new Date(now.getTime() + LEASE_MS));
      if (!claimed) throw conflict('WEBHOOK_DELIVERY_BUSY');
      const recorded = await attempt(claimed, endpoint, { now, manual: true, before });
      return { delivery: (await withHistory(workspaceId, [recorded.delivery]))[0], endpoint: endpointView(recorded.endpoint ?? endpoint) };
    },

    /** An endpoint's delivery log, newest first, each delivery with its attempts. */
    async deliveries(workspaceId: string, endpointId: string, q: { page: number; limit: number; status?: WebhookDeliveryStatus }) {
      await requireEndpoint(workspaceId, endpointId);
      const { items, total } = await repo.deliveries(workspaceId, endpointId, q);
      return { deliveries: await withHistory(workspaceId, items), total, page: q.page, limit: q.limit };
    },

    /** The outbox write: one delivery per subscribed active endpoint, then the workers are woken. Returns how many. */
    async emit(workspaceId: string, type: WebhookEventType, data: Record<string, unknown>) {
      const { id, body } = eventBody(workspaceId, type, data);
      const n = await repo.enqueue(workspaceId, id, type, body);
      if (n > 0) await deps.wake();
      return n;
    },

    /** Attempts every delivery due at `now` (batches claimed with SKIP LOCKED); returns how many were attempted. */
    async drain(now = new Date()) {
      let total = 0;
      for (;;) {
        const batch = await repo.claimDue(now, new Date(Math.max(now.getTime(), Date.now()) + LEASE_MS), BATCH);
        if (!batch.length) break;
        const endpoints = new Map((await repo.endpointsByIds([...new Set(batch.map((d) => d.endpointId))])).map((e) => [e.id, e]));
        await Promise.all(
          batch.map(async (d) => {
            const endpoint = endpoints.get(d.endpointId);
            if (endpoint) await attempt(d, endpoint, { now, manual: false });
          }),
        );
        total += batch.length;
      }
      if (now.getTime() - lastPrune > 3600_000) {
        lastPrune = now.getTime();
        await repo.prune(new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * DAY_MS));
      }
      return total;
    },

    /** The workspace's webhooks as one integration: available without endpoints, error when one's last attempt failed. */
    async status(workspaceId: string): Promise<{ state: 'connected' | 'available' | 'error'; error: string | null; endpoints: number }> {
      const rows = await repo.endpoints(workspaceId);
      const failing = rows.find((r) => stateOf(r) === 'error' || r.pausedBy === 'auto');
      if (!rows.length) return { state: 'available', error: null, endpoints: 0 };
      return { state: failing ? 'error' : 'connected', error: failing?.lastError ?? null, endpoints: rows.length };
    },
  };
}
