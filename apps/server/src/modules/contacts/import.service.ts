// Contact import: upload → header preview and suggested mapping → background job in committed batches, resumable.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { z } from 'zod';
import { MESSAGES, attributeValueProblem, csvQuote, csvRow, translate, type ContactImportView, type Language, type MessageKey } from '@ulak/shared';
import { AppError, notFound } from '../../http/errors.js';
import { ImportFileError, headAndPreview, readRows, storable, suggestMapping, wellFormed } from './import-files.js';
import type { ContactRoom } from '../billing/index.js';
import type { BatchContact, ImportRow, ImportsRepo } from './imports.repo.js';
import type { ListsRepo } from './lists.repo.js';

export const IMPORT_MAX_BYTES = 512 * 1024 * 1024;
// rows per committed batch: the unit of progress and of resumption after a restart
const BATCH = 10_000;
const LEASE_MS = 60_000;
/** The address check of z.email(), applied directly (the import checks a million addresses; safeParse's wrapping cost a third of it). */
const EMAIL = z.regexes.email;

export type ImportService = ReturnType<typeof importService>;
export type EnqueueImport = (importId: string) => Promise<void>;

/** A failure reason as stored: a message code, with its values as JSON after a space (`IMPORT_LINE_TOO_LONG {"line":2}`). */
const reasonOf = (code: MessageKey, vars: Record<string, string | number> = {}) => (Object.keys(vars).length ? `${code} ${JSON.stringify(vars)}` : code);
/** Stored values of imports failed before reasons were codes. */
const LEGACY: Record<string, MessageKey> = {
  upload: 'IMPORT_UPLOAD_FAILED',
  'file missing': 'IMPORT_FILE_MISSING',
  'missing email': 'IMPORT_ROW_MISSING_EMAIL',
};

// readReason translates a stored reason; text that is not a known code (an old free-text reason, a database error
// recorded for the operator) is never shown: `fallback` stands for it
export function readReason(stored: string, lang: Language, fallback: MessageKey | null): string {
  const space = stored.indexOf(' ');
  const code = space < 0 ? stored : stored.slice(0, space);
  if (/^IMPORT_[A-Z_]+$/.test(code) && code in MESSAGES) {
    let vars: Record<string, string | number> = {};
    try {
      vars = space < 0 ? {} : (JSON.parse(stored.slice(space + 1)) as Record<string, string | number>);
    } catch {
      vars = {};
    }
    return translate(code as MessageKey, lang, vars);
  }
  if (LEGACY[stored]) return translate(LEGACY[stored], lang);
  if (stored.startsWith('invalid email: ')) return translate('IMPORT_ROW_INVALID_EMAIL', lang, { email: stored.slice(15) });
  return fallback ? translate(fallback, lang) : stored;
}

// reasonCode is the message code of a stored import failure (IMPORT_FAILED for anything else)
function reasonCode(stored: string): MessageKey {
  const code = stored.split(' ')[0];
  if (/^IMPORT_[A-Z_]+$/.test(code) && code in MESSAGES) return code as MessageKey;
  return LEGACY[stored] ?? 'IMPORT_FAILED';
}

// importView is the API shape of an import with its progress (a failure's reason in the request language).
export function importView(i: ImportRow, lang: Language = 'en'): ContactImportView {
  const total = i.totalRows ?? null;
  return {
    id: i.id,
    status: i.status,
    fileName: i.fileName,
    format: i.format,
    headers: i.headers,
    preview: i.preview,
    mapping: i.mapping,
    suggestedMapping: suggestMapping(i.headers),
    dedupe: i.dedupe,
    duplicates: i.duplicates,
    listId: i.listId,
    totalRows: total,
    processedRows: i.processedRows,
    progress: total ? Math.min(100, Math.round((i.processedRows / total) * 100)) : i.status === 'completed' ? 100 : 0,
    inserted: i.inserted,
    updated: i.updated,
    skipped: i.skipped,
    failed: i.failed,
    error: i.error === null ? null : readReason(i.error, lang, 'IMPORT_FAILED'),
    errorCode: i.error === null ? null : reasonCode(i.error),
    createdAt: i.createdAt.toISOString(),
    finishedAt: i.finishedAt?.toISOString() ?? null,
  };
}

// importService builds the import rules; files live under <dataDir>/imports.
export function importService(repo: ImportsRepo, listsRepo: ListsRepo, opts: { dataDir: string; enqueue: EnqueueImport }) {
  const dir = path.join(opts.dataDir, 'imports');
  const fileOf = (i: Pick<ImportRow, 'id' | 'format'>) => path.join(dir, `${i.id}.${i.format}`);

  return {
    /** How many lanes commit an import's batches in parallel. */
    lanes: repo.lanes,
    /** Streams an upload to disk (counting lines), reads the header and a preview, and records a pending import. */
    async upload(workspaceId: string, userId: string, fileName: string, stream: Readable, lang: Language = 'en') {
      const ext = path.extname(fileName).toLowerCase();
      const format = ext === '.csv' || ext === '.txt' ? 'csv' : ext === '.xlsx' ? 'xlsx' : undefined;
      if (!format) {
        stream.resume();
        throw new AppError(400, 'IMPORT_FILE_TYPE');
      }
      fs.mkdirSync(dir, { recursive: true });
      const row = await repo.create({ workspaceId, createdBy: userId, fileName: fileName.slice(0, 255), format, status: 'pending' });
      const file = fileOf(row);
      let newlines = 0;
      let bytes = 0;
      let lastByte = 10;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) newlines++;
          lastByte = chunk.length ? chunk[chunk.length - 1] : lastByte;
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, counter, fs.createWriteStream(file));
        if ((stream as Readable & { truncated?: boolean }).truncated) throw new AppError(413, 'IMPORT_TOO_LARGE', { mb: IMPORT_MAX_BYTES / 1024 / 1024 });
        const { headers, preview } = await headAndPreview(file, format).catch((err: unknown) => {
          if (err instanceof ImportFileError) throw new AppError(400, err.code as MessageKey, err.vars);
          throw err;
        });
        if (!headers.length) throw new AppError(400, 'IMPORT_FILE_EMPTY');
        const lines = newlines + (bytes > 0 && lastByte !== 10 ? 1 : 0);
        const updated = await repo.update(row.id, {
          headers,
          preview,
          totalRows: format === 'csv' ? Math.max(0, lines - 1) : null,
          mapping: suggestMapping(headers),
        });
        return importView(updated ?? row, lang);
      } catch (err) {
        fs.rmSync(file, { force: true });
        await repo.update(row.id, { status: 'failed', error: 'IMPORT_UPLOAD_FAILED', finishedAt: new Date() });
        throw err;
      }
    },

    async start(
      workspaceId: string,
      id: string,
      input: { mapping: Record<string, string>; dedupe: 'update' | 'skip'; duplicates?: 'first' | 'last'; listId?: string | null },
      lang: Language = 'en',
    ) {
      const current = await repo.find(workspaceId, id);
      if (!current) throw notFound();
      if (!Object.values(input.mapping).includes('email')) throw new AppError(400, 'IMPORT_EMAIL_UNMAPPED');
      if (input.listId && !(await listsRepo.findList(workspaceId, input.listId))) throw new AppError(404, 'LIST_NOT_FOUND');
      const queued = await repo.queue(workspaceId, id, {
        mapping: input.mapping,
        dedupe: input.dedupe,
        duplicates: input.duplicates ?? 'first',
        listId: input.listId ?? null,
      });
      if (!queued) throw new AppError(409, 'IMPORT_NOT_PENDING');
      await opts.enqueue(id);
      return importView(queued, lang);
    },

    async get(workspaceId: string, id: string, lang: Language = 'en') {
      const row = await repo.find(workspaceId, id);
      if (!row) throw notFound();
      return importView(row, lang);
    },
    list: async (workspaceId: string, lang: Language = 'en') => (await repo.list(workspaceId, 20)).map((i) => importView(i, lang)),

    /** The rejected rows as CSV: line, reason, original row. */
    async errorsCsv(workspaceId: string, id: string, lang: Language = 'en') {
      const row = await repo.find(workspaceId, id);
      if (!row) throw notFound();
      const errs = await repo.errors(id);
      return ['line,reason,row', ...errs.map((e) => csvRow([e.line, readReason(e.reason, lang, null), e.raw]))].join('\n') + '\n';
    },

    /** Runs (or resumes) an import: skips rows already committed, then commits batch after batch. */
    async run(id: string) {
      const row = await repo.claim(id, LEASE_MS);
      if (!row) return;
      try {
        await runClaimed(row);
      } catch (err) {
        // a file that cannot be read (too long a line, a zip bomb, a broken XLSX) fails with its reason; other
        // errors go to the job, which records them for the operator (never shown: the import shows a generic reason)
        if (!(err instanceof ImportFileError)) throw err;
        await repo.update(id, { status: 'failed', error: reasonOf(err.code as MessageKey, err.vars), finishedAt: new Date() });
        fs.rmSync(fileOf(row), { force: true });
      } finally {
        await repo.release(id);
      }
    },
    /** Re-runs imports whose worker stopped (crash, restart); called at start and every minute. */
    async resumeOrphans() {
      for (const { id } of await repo.orphaned()) await opts.enqueue(id);
    },
    /** Marks an import failed on an unexpected error, kept for the operator (the API shows a generic reason instead). */
    fail: (id: string, message: string) => repo.update(id, { status: 'failed', error: storable(message.slice(0, 500)), finishedAt: new Date() }),
  };

  async function runClaimed(row: ImportRow) {
    const id = row.id;
    const file = fileOf(row);
    if (!fs.existsSync(file)) {
      await repo.update(id, { status: 'failed', error: 'IMPORT_FILE_MISSING', finishedAt: new Date() });
      return;
    }
    await repo.update(id, { status: 'running', startedAt: row.startedAt ?? new Date() });
    const mapping = row.mapping ?? {};
    let header: string[] | undefined;
    let targets: Target[] = [];
    let seen = 0;
    // a plan that limits contacts: rows past the limit are rejected (in file order, so one lane), the import goes on
    const plan = await repo.planOf(row.workspaceId);
    const limited = plan.contactLimit !== null;
    const contactLimitReason = limited
      ? (room: ContactRoom) => reasonOf('IMPORT_ROW_CONTACT_LIMIT', { limit: (room.limit ?? 0).toLocaleString('en-US'), plan: room.plan.name })
      : undefined;
    // contacts are split into lanes by email (the same address always in the same lane, so de-duplication and
    // "later row wins" hold within a lane); the lanes commit concurrently on their own connections and each records
    // how far it got, so a restart skips exactly the rows its lane already committed
    const lanes = limited ? 1 : repo.lanes;
    const committed = row.laneRows?.length === lanes ? row.laneRows : Array<number>(lanes).fill(row.processedRows);
    const fresh = () => ({ batch: new Map<string, BatchContact>(), duplicates: 0, errors: [] as { line: number; reason: string; raw: string }[], rows: 0 });
    const parts = Array.from({ length: lanes }, fresh);
    // each lane commits its batches in order on its own connection, independently of the other lanes, with one more
    // batch waiting behind the one committing: the database always has the next batch while this loop parses on
    const committing: Promise<unknown>[] = Array.from({ length: lanes }, () => Promise.resolve());
    const waiting: (Promise<unknown> | undefined)[] = Array<Promise<unknown> | undefined>(lanes).fill(undefined);
    const flush = async (lane: number) => {
      const part = parts[lane];
      parts[lane] = fresh();
      const job = {
        importId: id,
        workspaceId: row.workspaceId,
        rows: [...part.batch.values()],
        dedupe: row.dedupe,
        listId: row.listId,
        errors: part.errors,
        processedRows: seen,
        // a later duplicate either changed nothing (first wins: skipped) or overwrote the earlier row (last wins: updated)
        duplicatesInFile: row.duplicates === 'last' ? 0 : part.duplicates,
        mergedInFile: row.duplicates === 'last' ? part.duplicates : 0,
        leaseMs: LEASE_MS,
        lane: lanes > 1 ? { index: lane, count: lanes } : undefined,
        contactLimitReason,
      };
      if (waiting[lane]) await waiting[lane];
      const next = committing[lane].then(() => repo.commitBatch(job));
      // marked as handled here; a failure still surfaces when the lane is next awaited
      next.catch(() => undefined);
      waiting[lane] = committing[lane];
      committing[lane] = next;
    };
    const perLane = Math.ceil(BATCH / lanes);
    for await (const r of readRows(file, row.format)) {
      if (!header) {
        header = r.values.map((h, i) => h || `column_${i + 1}`);
        targets = header.map((h) => toTarget(mapping[h] ?? 'ignore'));
        continue;
      }
      seen += 1;
      if (seen <= row.processedRows) continue;
      const parsed = toContact(r.values, targets);
      const lane = lanes === 1 ? 0 : typeof parsed === 'string' ? seen % lanes : laneOf(parsed.email, lanes);
      if (seen <= committed[lane]) continue;
      const part = parts[lane];
      if (typeof parsed === 'string') part.errors.push({ line: r.line, reason: parsed, raw: storable(r.values.map(csvQuote).join(',').slice(0, 2000)) });
      else if (limited && !part.batch.has(parsed.email)) {
        const raw = storable(r.values.map(csvQuote).join(',').slice(0, 2000));
        part.batch.set(parsed.email, { ...parsed, line: r.line, raw });
      } else if (part.batch.has(parsed.email)) {
        part.duplicates += 1;
        if (row.duplicates === 'last') part.batch.set(parsed.email, mergeRows(part.batch.get(parsed.email)!, parsed));
      } else part.batch.set(parsed.email, parsed);
      if (++part.rows >= perLane) await flush(lane);
    }
    // the last batch of every lane carries the final row count, so each lane's progress reaches the end of the file
    for (let lane = 0; lane < lanes; lane++) await flush(lane);
    await Promise.all(committing);
    await repo.finishImport();
    const done = await repo.update(id, { status: 'completed', finishedAt: new Date(), totalRows: seen });
    if (done?.status === 'completed') fs.rmSync(file, { force: true });
  }
}

// laneOf spreads addresses over the lanes (FNV-1a of the address).
export function laneOf(email: string, lanes: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < email.length; i++) h = Math.imul(h ^ email.charCodeAt(i), 0x01000193);
  return (h >>> 0) % lanes;
}

// mergeRows folds a later duplicate into an earlier row the way the database upsert does: later values win, tags and attributes merge.
function mergeRows(a: BatchContact, b: BatchContact): BatchContact {
  return {
    email: a.email,
    firstName: b.firstName ?? a.firstName,
    lastName: b.lastName ?? a.lastName,
    phone: b.phone ?? a.phone,
    company: b.company ?? a.company,
    country: b.country ?? a.country,
    language: b.language ?? a.language,
    tags: [...new Set([...a.tags, ...b.tags])],
    attributes: { ...a.attributes, ...b.attributes },
    ...(a.line === undefined ? {} : { line: a.line, raw: a.raw }),
  };
}

const FIELDS = { first_name: 'firstName', last_name: 'lastName', phone: 'phone', company: 'company', country: 'country', language: 'language' } as const;
/** Where a column goes: the address, the tags, a custom attribute (its key), a contact field, or nowhere. */
type Target =
  { kind: 'email' | 'tags' | 'ignore' } | { kind: 'attribute'; key: string } | { kind: 'field'; field: (typeof FIELDS)[keyof typeof FIELDS]; max: number };

// toTarget reads a mapping value ('email', 'tags', 'attribute:<key>', a field name or 'ignore') once per import.
function toTarget(t: string): Target {
  if (t === 'email' || t === 'tags') return { kind: t };
  if (t.startsWith('attribute:')) return { kind: 'attribute', key: t.slice(10) };
  const field = FIELDS[t as keyof typeof FIELDS];
  return field ? { kind: 'field', field, max: field === 'phone' ? 40 : 200 } : { kind: 'ignore' };
}

// toContact maps one row to a contact, or returns the reason it is rejected.
function toContact(values: string[], targets: Target[]): BatchContact | string {
  const c: BatchContact = { email: '', firstName: null, lastName: null, phone: null, company: null, country: null, language: null, tags: [], attributes: {} };
  // the address as written in the file, for the rejection reason (the stored address is lower-cased)
  let written = '';
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i];
    if (t.kind === 'ignore') continue;
    const v = (values[i] ?? '').trim();
    if (!v) continue;
    // PostgreSQL text holds no NUL and no half of a surrogate pair: such a row fails alone, with its reason
    if (v.indexOf('\0') >= 0 || !wellFormed(v)) return reasonOf('IMPORT_ROW_BAD_TEXT', { column: i + 1 });
    if (t.kind === 'email') {
      written = v;
      c.email = v.toLowerCase();
    } else if (t.kind === 'field') c[t.field] = v.length > t.max ? v.slice(0, t.max) : v;
    else if (t.kind === 'attribute') c.attributes[t.key] = v.length > 1000 ? v.slice(0, 1000) : v;
    else
      c.tags = [
        ...new Set(
          v
            .split(/[,;|]/)
            .map((x) => x.trim().slice(0, 50))
            .filter(Boolean),
        ),
      ].slice(0, 50);
  }
  if (!c.email) return 'IMPORT_ROW_MISSING_EMAIL';
  if (c.email.length > 254 || !EMAIL.test(c.email)) return reasonOf('IMPORT_ROW_INVALID_EMAIL', { email: written.slice(0, 100) });
  for (const key in c.attributes) if (attributeValueProblem(c.attributes[key])) return reasonOf('IMPORT_ROW_BAD_ATTRIBUTE', { key });
  return c;
}
