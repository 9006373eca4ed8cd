// Fuzz test over the OpenAPI document: every operation with a body or query parameters gets deterministic hostile
// variants (type confusion, NUL bytes, lone surrogates, 1 MB strings, huge numbers, long arrays), anonymously and
// signed in (as the platform admin too for admin routes). No answer may be a 5xx, and none may hang.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  minItems?: number;
  minimum?: number;
};
type Parameter = { in: string; name: string; schema?: Schema; required?: boolean };
type Operation = { requestBody?: { content?: Record<string, { schema?: Schema }> }; parameters?: Parameter[]; security?: unknown[] };
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** Operations left out, each with its reason (none today; add here rather than skipping silently). */
const EXCLUDED: Record<string, string> = {};
/** Hostile field variants per operation and caller (the first ones always include the 1 MB string and a NUL). */
const VARIANTS_PER_OPERATION = 10;
/** A request that takes longer than this is a hang (generous: two shared cores, PGlite). */
const HANG_MS = 15_000;
const ONE_MB = 'x'.repeat(1_000_000);

// mulberry32: a small seeded PRNG, so every run sends the same requests
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const seedOf = (s: string) => crypto.createHash('sha256').update(s).digest().readUInt32LE(0);

const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  ONE_MB,
  1e308,
  -1e308,
  2 ** 63,
  9223372036854775807n.toString(),
  'NaN',
  'Infinity',
  -1,
  0,
  1.5,
  true,
  null,
  [],
  {},
  [null],
  Array.from({ length: 10_000 }, () => 'x'),
  { nested: { deeper: ['\u0000'] } },
  '',
  ' ',
  '2024-13-45',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '00000000-0000-0000-0000-000000000000',
];
const HOSTILE_QUERY: string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  'x'.repeat(100_000),
  '1e308',
  '-1e308',
  '9223372036854775808',
  'NaN',
  '-1',
  '[]',
  '%7B%7D',
  '2024-13-45',
  'true',
  '',
];

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  let user: string;
  let admin: string;
  /** Plausible path values: the signed-in user's own records and tokens, by path prefix. */
  const own: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    user = (await t.register()).token;
    admin = await t.adminToken();
    doc = (await t.request({ method: 'GET', url: '/api/docs/json' })).json() as Doc;
    const post = async (url: string, body: unknown, key: string) =>
      ((await t.request({ method: 'POST', url, body, token: user })).json()[key] as { id: string } | undefined)?.id;
    own['/api/contacts/lists'] = (await post('/api/contacts/lists', { name: 'Fuzz list' }, 'list')) ?? '';
    own['/api/contacts/segments'] = (await post('/api/contacts/segments', { name: 'Fuzz', rules: { match: 'all', rules: [] } }, 'segment')) ?? '';
    own['/api/contacts'] = (await post('/api/contacts', { email: 'fuzz@example.com' }, 'contact')) ?? '';
    own['/api/templates'] = (await post('/api/templates', { name: 'Fuzz', subject: 'S', htmlContent: '<p>x</p>' }, 'template')) ?? '';
    own['/api/campaigns'] = (await post('/api/campaigns', { name: 'Fuzz', subject: 'S', htmlContent: '<p>x</p>' }, 'campaign')) ?? '';
    own['/api/crm/leads'] = (await post('/api/crm/leads', { name: 'Fuzz lead' }, 'lead')) ?? '';
    own['/api/crm/companies'] = (await post('/api/crm/companies', { name: 'Fuzz Ltd' }, 'company')) ?? '';
    own['/api/crm/deals'] = (await post('/api/crm/deals', { title: 'Fuzz deal' }, 'deal')) ?? '';
    own['/api/crm/activities'] = (await post('/api/crm/activities', { type: 'task', title: 'Fuzz' }, 'activity')) ?? '';
    own['/api/invoices/customers'] = (await post('/api/invoices/customers', { name: 'Fuzz', email: 'k@example.com' }, 'customer')) ?? '';
    const line = { description: 'x', quantity: 1, unitPrice: 10, taxRate: 20 };
    own['/api/invoices'] = (await post('/api/invoices', { customerId: own['/api/invoices/customers'], lines: [line] }, 'invoice')) ?? '';
    const prefs = (await t.request({ method: 'GET', url: `/api/contacts/${own['/api/contacts']}`, token: user })).json().contact?.preferencesUrl;
    own['/api/public/preferences'] = String(prefs ?? '').split('/preferences/')[1] ?? '';
    own['/api/public/unsubscribe'] = own['/api/public/preferences'];
    own['/api/public/lists'] = own['/api/contacts/lists'];
    const hook = (await t.request({ method: 'GET', url: '/api/contacts/webhook', token: user })).json().url;
    own['/api/webhooks/delivery-events'] = String(hook ?? '').split('/delivery-events/')[1] ?? '';
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
  });

  const resolve = (s: Schema | undefined): Schema => {
    let cur = s ?? {};
    for (let i = 0; i < 10 && cur.$ref; i++) cur = doc.components?.schemas?.[cur.$ref.split('/').pop() ?? ''] ?? {};
    return cur;
  };

  // plausible builds a value that passes the field's schema where it easily can, so hostile fields reach deep code
  function plausible(s: Schema | undefined, depth = 0): unknown {
    const schema = resolve(s);
    const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (alt?.length) return plausible(alt.find((x) => resolve(x).type !== 'null') ?? alt[0], depth);
    if (schema.enum?.length) return schema.enum[0];
    const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
    if (type === 'string') {
      if (schema.format === 'uuid') return crypto.randomUUID();
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return '2030-01-01';
      if (schema.format === 'date-time') return '2030-01-01T00:00:00Z';
      return 'x';
    }
    if (type === 'number' || type === 'integer') return schema.minimum ?? 1;
    if (type === 'boolean') return true;
    if (type === 'array') return depth > 3 ? [] : Array.from({ length: schema.minItems ?? 0 }, () => plausible(schema.items, depth + 1));
    if (type === 'object' || schema.properties) {
      if (depth > 3) return {};
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = plausible(schema.properties?.[key], depth + 1);
      return out;
    }
    return 'x';
  }

  // fieldPaths lists the leaf paths of a body schema (top level and one level of nesting), to aim variants at
  function fieldPaths(s: Schema | undefined): string[][] {
    const schema = resolve(s);
    const paths: string[][] = [];
    for (const [k, v] of Object.entries(schema.properties ?? {})) {
      paths.push([k]);
      const inner = resolve(v);
      const items = resolve(inner.items);
      for (const k2 of Object.keys(inner.properties ?? {})) paths.push([k, k2]);
      for (const k2 of Object.keys(items.properties ?? {})) paths.push([k, '0', k2]);
    }
    return paths;
  }

  function withValue(base: unknown, path: string[], value: unknown): unknown {
    const root = structuredClone(base) as Record<string, unknown>;
    let cur: Record<string, unknown> = root;
    for (const [i, key] of path.entries()) {
      if (i === path.length - 1) cur[key] = value;
      else {
        if (cur[key] === null || typeof cur[key] !== 'object') cur[key] = path[i + 1] === '0' ? [{}] : {};
        cur = cur[key] as Record<string, unknown>;
      }
    }
    return root;
  }

  function urlFor(path: string, rand: () => number): string {
    const prefix = path.split('/{')[0];
    return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const mine = own[prefix];
      if (mine && rand() < 0.7) return encodeURIComponent(mine);
      if (name === 'id') return crypto.randomUUID();
      return ['x', 'not-a-token', crypto.randomUUID(), 'x'.repeat(200)][Math.floor(rand() * 4)];
    });
  }

  type Req = { method: string; url: string; body?: unknown; token?: string; label: string };

  function requestsFor(path: string, method: string, op: Operation): Req[] {
    const rand = prng(seedOf(`${method} ${path}`));
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    const query = (op.parameters ?? []).filter((p) => p.in === 'query');
    const callers: [string, string | undefined][] = [['user', user]];
    if (path.startsWith('/api/admin') || path.includes('/admin/')) callers.push(['admin', admin]);
    const reqs: Req[] = [];
    for (const [who, token] of callers) {
      for (let i = 0; i < VARIANTS_PER_OPERATION; i++) {
        const url = urlFor(path, rand);
        let body: unknown;
        let qs = '';
        if (bodySchema) {
          const base = plausible(bodySchema);
          const fields = fieldPaths(bodySchema);
          if (i === 0) body = pick([null, [], 'text', 1e308, [base], ONE_MB]);
          else if (!fields.length) body = withValue(base, ['unexpected'], pick(HOSTILE_VALUES));
          else {
            // the first variants always carry a NUL, a lone surrogate and a 1 MB string; the rest are drawn
            const value = i === 1 ? ONE_MB : i === 2 ? 'a\u0000b' : i === 3 ? '\ud800' : pick(HOSTILE_VALUES);
            body = withValue(base, pick(fields), value);
          }
        }
        if (query.length) {
          const parts = query.filter(() => rand() < 0.5).map((p) => `${p.name}=${encodeURIComponent(String(plausible(p.schema)))}`);
          const target = pick(query);
          const hostile = i === 1 ? HOSTILE_QUERY[0] : i === 2 ? HOSTILE_QUERY[2] : pick(HOSTILE_QUERY);
          parts.push(`${target.name}=${hostile}`);
          if (rand() < 0.2) parts.push(`${target.name}=${hostile}`); // repeated keys arrive as arrays
          qs = `?${parts.join('&')}`;
        }
        reqs.push({ method: method.toUpperCase(), url: url + qs, body, token, label: `${who} #${i}` });
      }
    }
    // anonymous callers: a few variants (signed-in routes answer 401 before reading the body)
    for (const r of reqs.slice(0, op.security ? 2 : VARIANTS_PER_OPERATION)) reqs.push({ ...r, token: undefined, label: `anonymous ${r.label}` });
    return reqs;
  }

  async function send(r: Req) {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<'hang'>((res) => (timer = setTimeout(() => res('hang'), HANG_MS)));
    const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
    const call = t.app.inject({
      method: r.method as 'POST',
      url: r.url,
      ...(payload !== undefined ? { payload } : {}),
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(r.token ? { authorization: `Bearer ${r.token}` } : {}) },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    const res = await Promise.race([call, hang]);
    clearTimeout(timer);
    return res;
  }

  it('answers no 5xx and never hangs', async () => {
    const failures: string[] = [];
    let sent = 0;
    let operations = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const hasQuery = (op.parameters ?? []).some((p) => p.in === 'query');
        if (!op.requestBody && !hasQuery) continue;
        if (EXCLUDED[`${method.toUpperCase()} ${path}`]) continue;
        operations += 1;
        for (const r of requestsFor(path, method, op)) {
          const res = await send(r);
          sent += 1;
          const what = `${r.method} ${r.url.slice(0, 160)} [${r.label}] ${JSON.stringify(r.body)?.slice(0, 160) ?? ''}`;
          if (res === 'hang') failures.push(`HANG ${what}`);
          else if (res.statusCode >= 500) failures.push(`${res.statusCode} ${what} → ${res.body.slice(0, 200)}`);
        }
      }
    }
    expect(operations).toBeGreaterThan(80);
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);
});
