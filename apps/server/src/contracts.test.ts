// The contract check (`npm run check:contracts`): every operation of the API declares its success answers (a 2xx
// response schema, or the 3xx of a redirect), so the serializer enforces them and /api/docs describes them.
// Operations that still lack one are listed in contracts-missing.json; the list may only shrink: a new operation
// without a schema fails, and an operation that gained one must leave the list.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness.js';

const BASELINE = path.join(import.meta.dirname, '../contracts-missing.json');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

type Operation = { responses?: Record<string, { description?: string; content?: unknown }> };

// @fastify/swagger fills an operation without declared responses with this one
const isDefault = (r: { description?: string; content?: unknown }) => r.description === 'Default Response' && !r.content;

// undeclared lists "METHOD /path" of every operation without a 2xx or 3xx response in the OpenAPI document.
function undeclared(doc: { paths?: Record<string, Record<string, Operation>> }): { all: number; missing: string[] } {
  let all = 0;
  const missing: string[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      all += 1;
      if (!Object.entries(op.responses ?? {}).some(([code, r]) => /^[23]\d\d$/.test(code) && !isDefault(r))) missing.push(`${m.toUpperCase()} ${p}`);
    }
  }
  return { all, missing: missing.sort() };
}

describe('API contract', () => {
  it('no new operation without a success response schema, and the known ones only leave the list', () => {
    const { all, missing } = undeclared(t.app.swagger() as never);
    const baseline: string[] = fs.existsSync(BASELINE) ? JSON.parse(fs.readFileSync(BASELINE, 'utf8')) : [];
    if (process.env.UPDATE_CONTRACTS) fs.writeFileSync(BASELINE, `${JSON.stringify(missing, null, 2)}\n`);
    console.log(`[contracts] ${all} operations, ${missing.length} without a success response schema`);
    expect(
      missing.filter((op) => !baseline.includes(op)),
      'operations added without a 2xx response schema',
    ).toEqual([]);
    expect(
      baseline.filter((op) => !missing.includes(op)),
      'operations that now have a schema: remove them from contracts-missing.json',
    ).toEqual([]);
  });
});
