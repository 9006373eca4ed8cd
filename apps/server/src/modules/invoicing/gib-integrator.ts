// Sending Turkish e-invoices to GİB through a workspace's integrator (özel entegratör). The integrator signs the
// UBL-TR document with its mali mühür, wraps it in GİB's envelope and delivers it (e-Fatura) or reports it (e-Arşiv);
// we hand it the unsigned UBL-TR invoice and read back its status.
//
// Protocol (REST + JSON, HTTP Basic authentication with the workspace's user name and password; docs/invoicing.md):
//   GET  {endpoint}/v1/ping                 200 {ok: true}; 401 wrong credentials            — "test connection"
//   POST {endpoint}/v1/documents            Idempotency-Key: <ETTN>; {ettn, documentId, profile, invoiceType,
//        sender: {vkn, alias}, receiver: {vkn}, content: base64(UBL-TR XML), sha256}
//        → 202 {ettn, status, reference} (or 200 with the current status for a repeat of the same ETTN and content);
//          422 {status: 'rejected', code, message} when the integrator's checks refuse it; 409 for the same ETTN with
//          other content; 401; 5xx / 429 / timeouts are retried (the ETTN makes a retry safe)
//   GET  {endpoint}/v1/documents/{ettn}     200 {ettn, status: queued|sent|accepted|rejected, reason?, reference?}
// The endpoint is checked against the outbound address policy (public https only, unless the operator allows
// private addresses) and every request connects to the address that was checked.
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { GIB_SUBMISSION_STATUS_LABELS, translate, type GibSettings, type GibSettingsInput, type GibSubmission, type Language } from '@ulak/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { checkHttpTarget, type AddressPolicy } from '../../net/address-policy.js';
import type { SecretBox } from '../../secret-box.js';
import type { InvoiceDocument } from './document.js';
import { gibIntegratorSettings, gibSubmissions } from './gib.schema.js';
import type { InvoiceRow } from './invoicing.repo.js';
import { renderUblTr, trIdentifier, turkishView, ublTrProblems, gibInvoiceId } from './ubltr.js';

type SettingsRow = typeof gibIntegratorSettings.$inferSelect;
type SubmissionRow = typeof gibSubmissions.$inferSelect;
type Status = SubmissionRow['status'];

/** The connection a request uses. */
export type IntegratorConnection = { endpoint: string; username: string; password: string };

/** What one exchange with the integrator gave. `retryable` for network errors, timeouts, 429 and 5xx. */
type Exchange =
  | { ok: true; status: number; body: Record<string, unknown> }
  | { ok: false; status: number | null; body: Record<string, unknown> | null; error: string; code: ProblemCode; retryable: boolean };
type ProblemCode = 'GIB_INTEGRATOR_AUTH' | 'GIB_INTEGRATOR_TIMEOUT' | 'GIB_INTEGRATOR_UNREACHABLE' | 'GIB_INTEGRATOR_ERROR';

/** Why an endpoint may not be used. */
type EndpointProblem = { code: 'GIB_ENDPOINT_SCHEME' } | { code: 'GIB_ENDPOINT_FORBIDDEN'; range: string } | { code: 'GIB_ENDPOINT_UNRESOLVED' };

const READ_LIMIT = 64 * 1024;
const FINAL: Status[] = ['accepted', 'rejected'];
const STATUSES = new Set<string>(['queued', 'sent', 'accepted', 'rejected']);

// checkEndpoint resolves the integrator's host under the outbound policy (net/address-policy.ts checkHttpTarget: https
// to public addresses; plain http only to loopback when the operator allows private addresses) in the GİB codes.
export async function checkEndpoint(url: string, policy: AddressPolicy): Promise<{ address: string; family: 4 | 6 } | EndpointProblem> {
  const target = await checkHttpTarget(url, policy);
  if (!('problem' in target)) return target;
  if (target.problem === 'forbidden') return { code: 'GIB_ENDPOINT_FORBIDDEN', range: target.range };
  return { code: target.problem === 'unresolved' ? 'GIB_ENDPOINT_UNRESOLVED' : 'GIB_ENDPOINT_SCHEME' };
}

export type IntegratorOptions = { policy: AddressPolicy; timeoutMs: number; attempts: number; retryDelayMs: number };

// integratorClient speaks the protocol above with one connection's credentials.
export function integratorClient(conn: IntegratorConnection, opts: IntegratorOptions) {
  const auth = `Basic ${Buffer.from(`${conn.username}:${conn.password}`, 'utf8').toString('base64')}`;
  const base = conn.endpoint.replace(/\/+$/, '');

  async function exchange(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Exchange> {
    const url = `${base}${path}`;
    const target = await checkEndpoint(url, opts.policy);
    if ('code' in target)
      return {
        ok: false,
        status: null,
        body: null,
        error: target.code,
        code: 'GIB_INTEGRATOR_UNREACHABLE',
        retryable: target.code === 'GIB_ENDPOINT_UNRESOLVED',
      };
    const payload = body === undefined ? null : Buffer.from(JSON.stringify(body), 'utf8');
    const u = new URL(url);
    return new Promise<Exchange>((resolve) => {
      let settled = false;
      const finish = (r: Exchange) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(r);
      };
      const req = (u.protocol === 'https:' ? https : http).request(u, {
        method,
        headers: {
          accept: 'application/json',
          authorization: auth,
          'user-agent': 'Ulak-GIB/1.0',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...headers,
        },
        // connect to the address that was checked, whatever the name resolves to now
        lookup: (_host, options, cb) => {
          if ((options as { all?: boolean }).all)
            (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
          else cb(null, target.address, target.family);
        },
      });
      const deadline = setTimeout(() => {
        finish({ ok: false, status: null, body: null, error: 'timeout', code: 'GIB_INTEGRATOR_TIMEOUT', retryable: true });
        req.destroy();
      }, opts.timeoutMs);
      req.on('response', (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          let parsed: Record<string, unknown> | null = null;
          try {
            const v: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            if (v && typeof v === 'object' && !Array.isArray(v)) parsed = v as Record<string, unknown>;
          } catch {
            parsed = null;
          }
          if (status >= 200 && status < 300 && parsed) finish({ ok: true, status, body: parsed });
          else if (status === 401 || status === 403)
            finish({ ok: false, status, body: parsed, error: `HTTP ${status}`, code: 'GIB_INTEGRATOR_AUTH', retryable: false });
          else
            finish({
              ok: false,
              status,
              body: parsed,
              error: `HTTP ${status}`,
              code: 'GIB_INTEGRATOR_ERROR',
              retryable: status >= 500 || status === 429 || status === 408,
            });
          res.destroy();
        };
        res.on('data', (c: Buffer) => {
          if (size < READ_LIMIT) chunks.push(c.subarray(0, READ_LIMIT - size));
          size += c.length;
          if (size >= READ_LIMIT) done();
        });
        res.on('end', done);
        res.on('error', done);
      });
      req.on('error', (err: NodeJS.ErrnoException) =>
        finish({ ok: false, status: null, body: null, error: err.code ?? err.message, code: 'GIB_INTEGRATOR_UNREACHABLE', retryable: true }),
      );
      req.end(payload ?? undefined);
    });
  }

  // withRetries repeats a retryable failure up to opts.attempts times with a doubling pause; returns the last result and the count
  async function withRetries(run: () => Promise<Exchange>): Promise<{ result: Exchange; attempts: number }> {
    let result = await run();
    let attempts = 1;
    while (!result.ok && result.retryable && attempts < opts.attempts) {
      await new Promise((r) => setTimeout(r, opts.retryDelayMs * 2 ** (attempts - 1)));
      result = await run();
      attempts += 1;
    }
    return { result, attempts };
  }

  return {
    ping: () => exchange('GET', '/v1/ping'),
    submit: (doc: {
      ettn: string;
      documentId: string;
      profile: string;
      invoiceType: string;
      senderVkn: string;
      senderAlias: string | null;
      receiverVkn: string | null;
      xml: string;
    }) =>
      withRetries(() =>
        exchange(
          'POST',
          '/v1/documents',
          {
            ettn: doc.ettn,
            documentId: doc.documentId,
            profile: doc.profile,
            invoiceType: doc.invoiceType,
            sender: { vkn: doc.senderVkn, alias: doc.senderAlias },
            receiver: { vkn: doc.receiverVkn },
            content: Buffer.from(doc.xml, 'utf8').toString('base64'),
            sha256: crypto.createHash('sha256').update(doc.xml, 'utf8').digest('hex'),
          },
          { 'idempotency-key': doc.ettn },
        ),
      ),
    status: (ettn: string) => withRetries(() => exchange('GET', `/v1/documents/${encodeURIComponent(ettn)}`)),
  };
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 2000) : null);

export type GibDeps = {
  db: Db;
  box: SecretBox;
  options: IntegratorOptions;
  /** The invoice of the workspace (404 for another workspace's id). */
  load: (workspaceId: string, id: string) => Promise<InvoiceRow>;
  documentOf: (row: InvoiceRow) => Promise<InvoiceDocument>;
  /** Refuses a cancelled invoice as the other e-invoices do (409, naming the credit notes that corrected it). */
  refuseCancelled: (row: InvoiceRow) => Promise<void>;
};
export type GibService = ReturnType<typeof gibService>;

// gibService holds the integrator settings and the submissions of a workspace's invoices.
export function gibService(deps: GibDeps) {
  const { db, box } = deps;
  const settingsRow = async (ws: string): Promise<SettingsRow | undefined> =>
    (await db.select().from(gibIntegratorSettings).where(eq(gibIntegratorSettings.workspaceId, ws)))[0];
  const submissionRow = async (ws: string, invoiceId: string): Promise<SubmissionRow | undefined> =>
    (
      await db
        .select()
        .from(gibSubmissions)
        .where(and(eq(gibSubmissions.workspaceId, ws), eq(gibSubmissions.invoiceId, invoiceId)))
    )[0];

  function settingsView(row: SettingsRow | undefined): GibSettings {
    return {
      configured: !!row?.passwordSealed,
      endpoint: row?.endpoint ?? '',
      username: row?.username ?? '',
      hasPassword: !!row?.passwordSealed,
      senderAlias: row?.senderAlias ?? null,
      lastTest: row?.lastTestAt ? { at: row.lastTestAt.toISOString(), ok: !!row.lastTestOk, error: row.lastTestError } : null,
    };
  }

  function submissionView(row: SubmissionRow, lang: Language): GibSubmission {
    // our own reasons are message codes (translated here); the integrator's are its text
    const reason = row.reason?.startsWith('GIB_') ? translateReason(row.reason, lang) : row.reason;
    return {
      invoiceId: row.invoiceId,
      ettn: row.ettn,
      gibId: row.gibId,
      profile: row.profile,
      invoiceType: row.invoiceType,
      status: row.status,
      statusLabel: GIB_SUBMISSION_STATUS_LABELS[row.status][lang],
      reference: row.reference,
      reason,
      attempts: row.attempts,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function connection(ws: string): Promise<{ row: SettingsRow; conn: IntegratorConnection }> {
    const row = await settingsRow(ws);
    if (!row?.passwordSealed) throw new AppError(409, 'GIB_NOT_CONFIGURED');
    let password: string;
    try {
      password = box.open(row.passwordSealed);
    } catch {
      // sealed under another instance secret: as good as no password
      throw new AppError(409, 'GIB_NOT_CONFIGURED');
    }
    return { row, conn: { endpoint: row.endpoint, username: row.username, password } };
  }

  /** The UBL-TR document of an issued invoice, after the same refusals as the other e-invoices. */
  async function ublTrOf(ws: string, id: string): Promise<{ row: InvoiceRow; doc: InvoiceDocument; xml: string; gibId: string }> {
    const row = await deps.load(ws, id);
    if (row.status === 'draft') throw new AppError(409, 'INVOICE_BAD_TRANSITION');
    await deps.refuseCancelled(row);
    const doc = await deps.documentOf(row);
    if (doc.seller.countryCode !== 'TR') throw new AppError(422, 'GIB_NOT_TURKISH');
    const missing = ublTrProblems(doc);
    if (missing.length) throw new AppError(422, 'EINVOICE_INCOMPLETE', { fields: missing.join(', ') });
    return { row, doc, xml: renderUblTr(doc), gibId: gibInvoiceId(doc.number) as string };
  }

  // outcome maps an integrator answer to the stored status and reason
  function outcome(result: Exchange): { status: Status; reason: string | null; reference: string | null } {
    if (result.ok) {
      const s = String(result.body.status ?? 'queued');
      const status = (STATUSES.has(s) ? s : 'queued') as Status;
      return { status, reason: status === 'rejected' ? (str(result.body.reason) ?? str(result.body.message)) : null, reference: str(result.body.reference) };
    }
    if (result.status === 422 || result.status === 409)
      return { status: 'rejected', reason: str(result.body?.message) ?? str(result.body?.code) ?? `HTTP ${result.status}`, reference: null };
    return { status: 'failed', reason: reasonCode(result), reference: null };
  }

  return {
    ublTrOf,

    async settings(ws: string): Promise<GibSettings> {
      return settingsView(await settingsRow(ws));
    },

    /** Saves the connection; the endpoint is checked first (nothing is stored when it is refused). */
    async saveSettings(ws: string, input: GibSettingsInput): Promise<GibSettings> {
      const target = await checkEndpoint(input.endpoint, deps.options.policy);
      if ('code' in target) throw new AppError(400, target.code, 'range' in target ? { range: target.range } : {});
      const current = await settingsRow(ws);
      const passwordSealed = input.password === undefined ? (current?.passwordSealed ?? null) : input.password ? box.seal(input.password) : null;
      const values = {
        endpoint: input.endpoint.trim(),
        username: input.username.trim(),
        passwordSealed,
        senderAlias: input.senderAlias?.trim() || null,
        // a changed connection has not been tested
        ...(current && (current.endpoint !== input.endpoint.trim() || current.username !== input.username.trim() || input.password !== undefined)
          ? { lastTestAt: null, lastTestOk: null, lastTestError: null }
          : {}),
      };
      const [row] = await db
        .insert(gibIntegratorSettings)
        .values({ workspaceId: ws, ...values })
        .onConflictDoUpdate({ target: gibIntegratorSettings.workspaceId, set: values })
        .returning();
      return settingsView(row);
    },

    /** Calls the integrator's ping with the stored credentials and records the result. */
    async testConnection(ws: string, lang: Language): Promise<{ ok: boolean; error: string | null; settings: GibSettings }> {
      const { conn } = await connection(ws);
      const result = await integratorClient(conn, deps.options).ping();
      const error = result.ok ? null : translateReason(reasonCode(result), lang);
      const [row] = await db
        .update(gibIntegratorSettings)
        .set({ lastTestAt: new Date(), lastTestOk: result.ok, lastTestError: result.ok ? null : reasonCode(result) })
        .where(eq(gibIntegratorSettings.workspaceId, ws))
        .returning();
      return { ok: result.ok, error, settings: settingsView(row) };
    },

    /**
     * Hands the invoice to the integrator, once: a submission that is queued, sent or accepted is returned as it is
     * (the same ETTN is never sent twice); a rejected or failed one is sent again with the same ETTN.
     */
    async submit(ws: string, id: string, lang: Language): Promise<GibSubmission> {
      // the invoice first: another workspace's id is 404 whatever this workspace's settings
      const { row, doc, xml, gibId } = await ublTrOf(ws, id);
      const { row: settings, conn } = await connection(ws);
      const existing = await submissionRow(ws, row.id);
      if (existing && existing.status !== 'rejected' && existing.status !== 'failed') return submissionView(existing, lang);
      const tr = turkishView(doc);
      const { result, attempts } = await integratorClient(conn, deps.options).submit({
        ettn: tr.uuid,
        documentId: gibId,
        profile: tr.profile,
        invoiceType: tr.invoiceType,
        senderVkn: trIdentifier(doc.seller)?.id ?? '',
        senderAlias: settings.senderAlias,
        receiverVkn: trIdentifier(doc.buyer)?.id ?? null,
        xml,
      });
      const o = outcome(result);
      const now = new Date();
      const values = {
        ettn: tr.uuid,
        gibId,
        profile: tr.profile,
        invoiceType: tr.invoiceType,
        status: o.status,
        reason: o.reason,
        reference: o.reference ?? existing?.reference ?? null,
        attempts: (existing?.attempts ?? 0) + attempts,
        submittedAt: now,
        lastCheckedAt: now,
      };
      const [saved] = await db
        .insert(gibSubmissions)
        .values({ workspaceId: ws, invoiceId: row.id, ...values })
        .onConflictDoUpdate({ target: [gibSubmissions.workspaceId, gibSubmissions.invoiceId], set: values })
        .returning();
      return submissionView(saved, lang);
    },

    /** The invoice's submission (null when never submitted); a queued or sent one is asked about first (polling). */
    async submission(ws: string, id: string, lang: Language): Promise<GibSubmission | null> {
      const row = await deps.load(ws, id);
      const current = await submissionRow(ws, row.id);
      return current ? submissionView(await refresh(current), lang) : null;
    },

    /**
     * The poller (job invoicing.gib-poll, every five minutes): asks the integrator about queued and sent submissions
     * not checked for a minute, oldest first. Returns how many were asked about.
     */
    async pollPending(limit = 100): Promise<number> {
      const due = await db
        .select()
        .from(gibSubmissions)
        .where(
          and(
            inArray(gibSubmissions.status, ['queued', 'sent']),
            or(isNull(gibSubmissions.lastCheckedAt), lt(gibSubmissions.lastCheckedAt, new Date(Date.now() - 60_000))),
          ),
        )
        .orderBy(asc(gibSubmissions.lastCheckedAt))
        .limit(limit);
      for (const row of due) await refresh(row);
      return due.length;
    },
  };

  // refresh asks the integrator about a queued or sent submission and stores the answer; a final, failed or
  // unanswered one stays as it was
  async function refresh(current: SubmissionRow): Promise<SubmissionRow> {
    if (FINAL.includes(current.status) || current.status === 'failed') return current;
    const settings = await settingsRow(current.workspaceId);
    if (!settings?.passwordSealed) return current;
    let conn: IntegratorConnection;
    try {
      conn = { endpoint: settings.endpoint, username: settings.username, password: box.open(settings.passwordSealed) };
    } catch {
      return current;
    }
    // one short try: a status read (the screen, the poller) must not wait on a slow integrator
    const { result } = await integratorClient(conn, { ...deps.options, attempts: 1, timeoutMs: Math.min(deps.options.timeoutMs, 5000) }).status(current.ettn);
    if (!result.ok) {
      await db.update(gibSubmissions).set({ lastCheckedAt: new Date() }).where(eq(gibSubmissions.id, current.id));
      return current;
    }
    const o = outcome(result);
    const [saved] = await db
      .update(gibSubmissions)
      .set({ status: o.status, reason: o.reason, reference: o.reference ?? current.reference, lastCheckedAt: new Date() })
      .where(and(eq(gibSubmissions.workspaceId, current.workspaceId), eq(gibSubmissions.id, current.id)))
      .returning();
    return saved ?? current;
  }
}

// reasonCode is the message code of a failed exchange, with its detail ("GIB_INTEGRATOR_ERROR:503")
function reasonCode(result: Exchange): string {
  if (result.ok) return '';
  if (result.code === 'GIB_INTEGRATOR_ERROR') return `GIB_INTEGRATOR_ERROR:${result.status ?? ''}`;
  if (result.code === 'GIB_INTEGRATOR_UNREACHABLE') return `GIB_INTEGRATOR_UNREACHABLE:${result.error}`;
  return result.code;
}

function translateReason(code: string, lang: Language): string {
  const [key, detail = ''] = code.split(/:(.*)/s);
  if (key === 'GIB_INTEGRATOR_ERROR') return translate('GIB_INTEGRATOR_ERROR', lang, { status: detail });
  if (key === 'GIB_INTEGRATOR_UNREACHABLE') return translate('GIB_INTEGRATOR_UNREACHABLE', lang, { error: detail });
  if (key === 'GIB_INTEGRATOR_AUTH' || key === 'GIB_INTEGRATOR_TIMEOUT') return translate(key, lang);
  return code;
}
