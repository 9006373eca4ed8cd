import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';
import { laneOf } from './import.service.js';

let t: TestApp;
let A: { token: string; user: { workspaceId: string } };
let B: { token: string; user: { workspaceId: string } };

beforeAll(async () => {
  t = await startTestApp();
  A = await t.register({ companyName: 'Alpha' });
  B = await t.register({ companyName: 'Beta' });
});
afterAll(async () => {
  await t?.stop();
});

const api = (method: string, url: string, body?: unknown, token = A.token) => t.request({ method, url, body, token });

async function upload(csv: string, name = 'contacts.csv', token = A.token) {
  const boundary = `----ulak${Date.now()}`;
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/contacts/imports',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
}

describe('contacts', () => {
  it('creates, reads, updates and deletes a contact; email unique per workspace, case-insensitive', async () => {
    const created = await api('POST', '/api/contacts', {
      email: 'Mehmet@Example.com',
      firstName: 'Mehmet',
      tags: ['vip', 'vip'],
      attributes: { plan: 'gold', seats: 5 },
    });
    expect(created.statusCode).toBe(201);
    const c = created.json().contact;
    expect(c).toMatchObject({ email: 'mehmet@example.com', tags: ['vip'], attributes: { plan: 'gold', seats: 5 }, status: 'subscribed' });
    expect((await api('POST', '/api/contacts', { email: 'MEHMET@example.com' })).json().code).toBe('CONTACT_EXISTS');
    expect((await api('POST', '/api/contacts', { email: 'mehmet@example.com' }, B.token)).statusCode).toBe(201);
    const updated = await api('PATCH', `/api/contacts/${c.id}`, { lastName: 'Öztürk', attributes: { seats: 7 } });
    expect(updated.json().contact).toMatchObject({ lastName: 'Öztürk', attributes: { plan: 'gold', seats: 7 } });
    const one = (await api('GET', `/api/contacts/${c.id}`)).json().contact;
    expect(one.preferencesUrl).toContain('/preferences/');
    expect((await api('DELETE', `/api/contacts/${c.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/api/contacts/${c.id}`)).statusCode).toBe(404);
  });

  it('rejects bad input with field messages and writes nothing', async () => {
    const before = (await t.sql('SELECT count(*)::int n FROM contacts'))[0].n;
    const res = await api('POST', '/api/contacts', { email: 'nope', attributes: { 'bad key': 1 }, status: 'gone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['body.email', 'body.status']));
    expect((await t.sql('SELECT count(*)::int n FROM contacts'))[0].n).toBe(before);
  });

  it('pages with a keyset cursor in every sort order without gaps or repeats', async () => {
    const C = await t.register();
    for (let i = 0; i < 23; i++)
      await api('POST', '/api/contacts', { email: `p${String(i).padStart(2, '0')}@page.test`, lastName: i % 3 ? `L${i % 5}` : null }, C.token);
    for (const [sort, order] of [
      ['created_at', 'desc'],
      ['email', 'asc'],
      ['last_name', 'asc'],
      ['last_name', 'desc'],
    ]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const q: string = `/api/contacts?limit=5&sort=${sort}&order=${order}${cursor ? `&cursor=${cursor}` : ''}`;
        const page = (await api('GET', q, undefined, C.token)).json();
        seen.push(...page.items.map((x: { email: string }) => x.email));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size, `${sort} ${order}`).toBe(23);
    }
    // rows of one import batch share created_at to the microsecond: the cursor must not skip them
    await t.sql(
      `INSERT INTO contacts (workspace_id, email, created_at) SELECT $1, 'same' || g || '@page.test', '2026-01-01 10:00:00.123456+00' FROM generate_series(1, 17) g`,
      [C.user.workspaceId],
    );
    for (const order of ['desc', 'asc']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: { email: string }[]; nextCursor: string | null } = (
          await api('GET', `/api/contacts?limit=4&order=${order}${cursor ? `&cursor=${cursor}` : ''}`, undefined, C.token)
        ).json();
        seen.push(...page.items.map((x: { email: string }) => x.email));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen, order).toHaveLength(40);
      expect(new Set(seen).size).toBe(40);
    }
    const byEmail = (await api('GET', '/api/contacts?limit=3&sort=email&order=asc', undefined, C.token)).json();
    expect(byEmail.items.map((x: { email: string }) => x.email)).toEqual(['p00@page.test', 'p01@page.test', 'p02@page.test']);
    expect((await api('GET', '/api/contacts?cursor=garbage', undefined, C.token)).statusCode).toBe(400);
    expect((await api('GET', '/api/contacts?search=p1', undefined, C.token)).json().items).toHaveLength(10);
  });

  it('bulk tags, adds to a list and deletes only the workspace’s own contacts', async () => {
    const a1 = (await api('POST', '/api/contacts', { email: 'bulk1@a.test' })).json().contact;
    const a2 = (await api('POST', '/api/contacts', { email: 'bulk2@a.test' })).json().contact;
    const b1 = (await api('POST', '/api/contacts', { email: 'bulk1@b.test' }, B.token)).json().contact;
    const list = (await api('POST', '/api/contacts/lists', { name: 'Bulk' })).json().list;
    expect((await api('POST', '/api/contacts/bulk', { action: 'tag', contactIds: [a1.id, a2.id, b1.id], tag: 'spring' })).json().affected).toBe(2);
    expect((await api('POST', '/api/contacts/bulk', { action: 'add_to_list', contactIds: [a1.id, b1.id], listId: list.id })).json().affected).toBe(1);
    expect((await api('GET', `/api/contacts/${b1.id}`, undefined, B.token)).json().contact.tags).toEqual([]);
    expect((await api('POST', '/api/contacts/bulk', { action: 'delete', contactIds: [b1.id] })).json().affected).toBe(0);
    expect((await api('GET', `/api/contacts?listId=${list.id}`)).json().items.map((c: { id: string }) => c.id)).toEqual([a1.id]);
  });
});

describe("a contact's workspace (checked per statement, migration 0011)", () => {
  it('rejects contacts of a missing workspace and a move to another workspace; deleting a workspace deletes its contacts', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const before = (await t.sql('SELECT count(*)::int n FROM contacts'))[0].n;
    await expect(
      t.sql(`INSERT INTO contacts (workspace_id, email) VALUES ($1, 'a@ws.test'), ($2, 'b@ws.test')`, [A.user.workspaceId, missing]),
    ).rejects.toThrow(/workspace/);
    expect((await t.sql('SELECT count(*)::int n FROM contacts'))[0].n).toBe(before);
    const [c] = await t.sql(`INSERT INTO contacts (workspace_id, email) VALUES ($1, 'move@ws.test') RETURNING id`, [A.user.workspaceId]);
    await expect(t.sql('UPDATE contacts SET workspace_id = $1 WHERE id = $2', [B.user.workspaceId, c.id])).rejects.toThrow(/another workspace/);
    await t.sql(`UPDATE contacts SET workspace_id = workspace_id, first_name = 'Same' WHERE id = $1`, [c.id]);
    const [w] = await t.sql(`INSERT INTO workspaces (name) VALUES ('Doomed') RETURNING id`);
    await t.sql(`INSERT INTO contacts (workspace_id, email) SELECT $1, 'd' || g || '@ws.test' FROM generate_series(1, 3) g`, [w.id]);
    await t.sql('DELETE FROM workspaces WHERE id = $1', [w.id]);
    expect((await t.sql('SELECT count(*)::int n FROM contacts WHERE workspace_id = $1', [w.id]))[0].n).toBe(0);
    expect((await t.sql('SELECT count(*)::int n FROM contacts WHERE id = $1', [c.id]))[0].n).toBe(1);
  });
});

describe('segments', () => {
  it('counts with one parameterised query that matches a hand-written SQL check', async () => {
    const W = await t.register();
    const list = (await api('POST', '/api/contacts/lists', { name: 'Customers' }, W.token)).json().list;
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const c = (
        await api(
          'POST',
          '/api/contacts',
          { email: `s${i}@seg.test`, country: i % 2 ? 'TR' : 'DE', attributes: { plan: i % 3 ? 'pro' : 'free', score: i }, listIds: i < 20 ? [list.id] : [] },
          W.token,
        )
      ).json().contact;
      ids.push(c.id);
    }
    // opened in the last 30 days: contacts 0..9 recently, 10..14 long ago
    await t.sql(
      `INSERT INTO engagement_events (workspace_id, contact_id, type, occurred_at)
       SELECT $1, id, 'opened', CASE WHEN email ~ '^s[0-9]@' THEN now() - interval '2 days' ELSE now() - interval '90 days' END
       FROM contacts WHERE workspace_id = $1 AND email ~ '^s(\\d|1[0-4])@'`,
      [W.user.workspaceId],
    );
    const rules = {
      match: 'all',
      rules: [
        { kind: 'attribute', key: 'plan', type: 'string', op: 'eq', value: 'pro' },
        { kind: 'list', op: 'in', listId: list.id },
        { kind: 'engagement', event: 'opened', op: 'did', days: 30 },
      ],
    };
    const live = (await api('POST', '/api/contacts/segments/count', { rules }, W.token)).json().count;
    const [check] = await t.sql(
      `SELECT count(*)::int n FROM contacts c WHERE c.workspace_id = $1 AND c.attributes->>'plan' = 'pro'
         AND EXISTS (SELECT 1 FROM list_members m WHERE m.contact_id = c.id AND m.list_id = $2 AND m.status = 'confirmed')
         AND EXISTS (SELECT 1 FROM engagement_events e WHERE e.contact_id = c.id AND e.type = 'opened' AND e.occurred_at >= now() - interval '30 days')`,
      [W.user.workspaceId, list.id],
    );
    expect(live).toBe(check.n);
    expect(live).toBe(6);
    const seg = (await api('POST', '/api/contacts/segments', { name: 'Engaged pro customers', rules }, W.token)).json().segment;
    const listed = (await api('GET', '/api/contacts/segments', undefined, W.token)).json().segments;
    expect(listed[0]).toMatchObject({ id: seg.id, count: 6 });
    expect((await api('GET', `/api/contacts?segmentId=${seg.id}&limit=100`, undefined, W.token)).json().items).toHaveLength(6);

    const any = {
      match: 'any',
      rules: [
        { kind: 'field', field: 'country', op: 'eq', value: 'tr' },
        { kind: 'attribute', key: 'score', type: 'number', op: 'gte', value: 28 },
      ],
    };
    expect((await api('POST', '/api/contacts/segments/count', { rules: any }, W.token)).json().count).toBe(16);
    const injection = { match: 'all', rules: [{ kind: 'field', field: 'email', op: 'contains', value: "'; drop table contacts; --" }] };
    expect((await api('POST', '/api/contacts/segments/count', { rules: injection }, W.token)).json().count).toBe(0);
    expect(
      (
        await api(
          'POST',
          '/api/contacts/segments/count',
          { rules: { match: 'all', rules: [{ kind: 'field', field: 'password_hash', op: 'eq', value: 'x' }] } },
          W.token,
        )
      ).statusCode,
    ).toBe(400);
    expect((await api('GET', `/api/contacts?segmentId=${seg.id}`, undefined, A.token)).statusCode).toBe(404);
  });
});

describe('import', () => {
  it.each([
    ['first', { inserted: 1, updated: 1, skipped: 2 }, 'Ali Kaya'],
    ['last', { inserted: 1, updated: 3, skipped: 0 }, 'Ali Kaya (dup mixed)'],
  ] as const)('counts duplicates in one file as they were applied: %s wins', async (duplicates, counts, name) => {
    const W = await t.register();
    await api('POST', '/api/contacts', { email: 'old@dup.test', firstName: 'Old' }, W.token);
    const csv = [
      'email,first_name,last_name',
      'ali@dup.test,Ali,Kaya',
      'ALI@dup.test,Ali,Kaya (dup upper)',
      'old@dup.test,Updated,Person',
      'Ali@Dup.test,Ali,Kaya (dup mixed)',
      'Bad.Address@,Bad,Row',
    ].join('\n');
    const imp = (await upload(csv, 'dup.csv', W.token)).json().import;
    const body = { mapping: imp.suggestedMapping, dedupe: 'update', ...(duplicates === 'first' ? {} : { duplicates }) };
    expect((await t.request({ method: 'POST', url: `/api/contacts/imports/${imp.id}/start`, token: W.token, body })).statusCode).toBe(202);
    const done = await waitFor(async () => {
      const i = (await t.request({ method: 'GET', url: `/api/contacts/imports/${imp.id}`, token: W.token })).json().import;
      return i.status === 'completed' ? i : undefined;
    });
    expect(done).toMatchObject({ ...counts, failed: 1, duplicates });
    const ali = (await t.request({ method: 'GET', url: '/api/contacts?search=ali%40dup.test', token: W.token })).json().items[0];
    expect(`${ali.firstName} ${ali.lastName}`).toBe(name);
    // the rejected row comes back as it was written, with its reason in the interface language
    const tr = await t.request({ method: 'GET', url: `/api/contacts/imports/${imp.id}/errors.csv`, token: W.token, headers: { 'accept-language': 'tr' } });
    expect(tr.body).toContain('Bad.Address@,Bad,Row');
    expect(tr.body).not.toContain('bad.address@');
    expect(tr.body).toMatch(/geçersiz|Geçersiz/);
    expect(tr.body).not.toContain('invalid email');
  });

  it('imports good rows, de-duplicates, reports broken rows with line numbers, and adds to a list', async () => {
    const W = await t.register();
    await api('POST', '/api/contacts', { email: 'existing@imp.test', firstName: 'Old', company: 'Keep Co' }, W.token);
    const list = (await api('POST', '/api/contacts/lists', { name: 'Imported' }, W.token)).json().list;
    const csv = [
      'E-posta,Ad,Soyad,Şehir,tags',
      'ayse@imp.test,Ayşe,Kaya,İzmir,"vip,2026"',
      'not-an-email,Bad,Row,Ankara,',
      'existing@imp.test,New,Name,Bursa,',
      'AYSE@imp.test,Ayşe,Kaya2,İzmir,',
      ',Missing,Email,,',
      '"quoted@imp.test","Multi, Name",X,"Line',
      'break",',
    ].join('\n');
    const up = await upload(csv, 'kisiler.csv', W.token);
    expect(up.statusCode).toBe(201);
    const imp = up.json().import;
    expect(imp.headers).toEqual(['E-posta', 'Ad', 'Soyad', 'Şehir', 'tags']);
    expect(imp.suggestedMapping).toEqual({ 'E-posta': 'email', Ad: 'first_name', Soyad: 'last_name', Şehir: 'attribute:ehir', tags: 'tags' });
    const mapping = { ...imp.suggestedMapping, Şehir: 'attribute:city' };
    const started = await t.request({
      method: 'POST',
      url: `/api/contacts/imports/${imp.id}/start`,
      token: W.token,
      body: { mapping, dedupe: 'update', duplicates: 'last', listId: list.id },
    });
    expect(started.statusCode).toBe(202);
    const done = await waitFor(async () => {
      const i = (await t.request({ method: 'GET', url: `/api/contacts/imports/${imp.id}`, token: W.token })).json().import;
      return i.status === 'completed' ? i : undefined;
    });
    // last wins: the second AYSE row overwrote the first, so it counts as an update, not as skipped
    expect(done).toMatchObject({ inserted: 2, updated: 2, skipped: 0, failed: 2, progress: 100, duplicates: 'last' });
    const errors = (await t.request({ method: 'GET', url: `/api/contacts/imports/${imp.id}/errors.csv`, token: W.token })).body;
    expect(errors.split('\n')[0]).toBe('line,reason,row');
    expect(errors).toContain('3,invalid email: not-an-email');
    expect(errors).toContain('6,missing email');
    const existing = (await t.request({ method: 'GET', url: '/api/contacts?search=existing', token: W.token })).json().items[0];
    expect(existing).toMatchObject({ firstName: 'New', company: 'Keep Co', attributes: { city: 'Bursa' } });
    const ayse = (await t.request({ method: 'GET', url: '/api/contacts?search=ayse', token: W.token })).json().items[0];
    expect(ayse).toMatchObject({ lastName: 'Kaya2', tags: expect.arrayContaining(['vip', '2026']) });
    expect((await t.request({ method: 'GET', url: `/api/contacts/count?listId=${list.id}`, token: W.token })).json().count).toBe(3);
    const again = await t.request({ method: 'POST', url: `/api/contacts/imports/${imp.id}/start`, token: W.token, body: { mapping, dedupe: 'update' } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses files that are not CSV/XLSX, a mapping without email, and other workspaces’ imports', async () => {
    expect((await upload('x', 'evil.exe')).json().code).toBe('IMPORT_FILE_TYPE');
    const imp = (await upload('email,name\na@b.co,A')).json().import;
    expect((await api('POST', `/api/contacts/imports/${imp.id}/start`, { mapping: { name: 'first_name' } })).json().code).toBe('IMPORT_EMAIL_UNMAPPED');
    expect((await api('GET', `/api/contacts/imports/${imp.id}`, undefined, B.token)).statusCode).toBe(404);
    expect((await api('POST', `/api/contacts/imports/${imp.id}/start`, { mapping: { email: 'email' } }, B.token)).statusCode).toBe(404);
  });

  it('resumes after a crash from the last committed batch', async () => {
    const W = await t.register({ selectedPlan: 'platinum' });
    const rows = Array.from({ length: 12000 }, (_, i) => `r${i}@resume.test,N${i}`);
    const imp = (await upload(['email,first_name', ...rows].join('\n'), 'big.csv', W.token)).json().import;
    // simulate a worker that died after committing the first 5,000 rows: queued, lease expired, progress recorded
    await t.sql(
      `UPDATE contact_imports SET status = 'running', mapping = '{"email":"email","first_name":"first_name"}', processed_rows = 5000, inserted = 5000, claimed_until = now() - interval '1 minute' WHERE id = $1`,
      [imp.id],
    );
    await t.sql(`INSERT INTO contacts (workspace_id, email, first_name) SELECT $1, 'r' || g || '@resume.test', 'N' || g FROM generate_series(0, 4999) g`, [
      W.user.workspaceId,
    ]);
    await t.ctx.services.imports.resumeOrphans();
    const done = await waitFor(async () => {
      const i = (await t.request({ method: 'GET', url: `/api/contacts/imports/${imp.id}`, token: W.token })).json().import;
      return i.status === 'completed' ? i : undefined;
    }, 30_000);
    expect(done).toMatchObject({ inserted: 12000, updated: 0, processedRows: 12000 });
    expect((await t.request({ method: 'GET', url: '/api/contacts/count', token: W.token })).json().count).toBe(12000);
  });

  it('commits every batch of both lanes when rejected rows and duplicates are spread through the file', async () => {
    const W = await t.register({ selectedPlan: 'platinum' });
    // 30,000 rows: every 7th address is broken, every 11th repeats an earlier one (so both lanes reject, de-duplicate and
    // record errors in every batch; the lanes once deadlocked on the import row when both had errors)
    const lines = Array.from({ length: 30000 }, (_, i) =>
      i % 7 === 3 ? `broken-${i},X` : i % 11 === 5 ? `d${i - 5}@spread.test,Again` : `d${i}@spread.test,N${i}`,
    );
    const imp = (await upload(['email,first_name', ...lines].join('\n'), 'spread.csv', W.token)).json().import;
    expect((await api('POST', `/api/contacts/imports/${imp.id}/start`, { mapping: { email: 'email', first_name: 'first_name' } }, W.token)).statusCode).toBe(
      202,
    );
    const done = await waitFor(async () => {
      const i = (await t.request({ method: 'GET', url: `/api/contacts/imports/${imp.id}`, token: W.token })).json().import;
      return i.status === 'completed' || i.status === 'failed' ? i : undefined;
    }, 60_000);
    const broken = lines.filter((l) => l.startsWith('broken-')).length;
    const unique = new Set(lines.filter((l) => !l.startsWith('broken-')).map((l) => l.split(',')[0])).size;
    expect(done).toMatchObject({ status: 'completed', processedRows: 30000, failed: broken, inserted: unique });
    expect((await t.request({ method: 'GET', url: '/api/contacts/count', token: W.token })).json().count).toBe(unique);
  });

  it('resumes each parallel lane from its own committed progress', async () => {
    const lanes = t.ctx.services.imports.lanes;
    const W = await t.register({ selectedPlan: 'platinum' });
    const emails = Array.from({ length: 12000 }, (_, i) => `l${i}@lanes.test`);
    const imp = (await upload(['email,first_name', ...emails.map((e, i) => `${e},N${i}`)].join('\n'), 'lanes.csv', W.token)).json().import;
    // each lane died at a different row: lane k committed its rows among the first 2,000 + 3,000·k
    const laneRows = Array.from({ length: lanes }, (_, k) => 2000 + 3000 * k);
    const committed = emails.filter((e, i) => i + 1 <= laneRows[laneOf(e, lanes)]);
    await t.sql(
      `UPDATE contact_imports SET status = 'running', mapping = '{"email":"email","first_name":"first_name"}', processed_rows = $2, lane_rows = $3,
         inserted = $4, claimed_until = now() - interval '1 minute' WHERE id = $1`,
      [imp.id, Math.min(...laneRows), lanes > 1 ? laneRows : null, committed.length],
    );
    await t.sql(`INSERT INTO contacts (workspace_id, email, first_name) SELECT $1, e, 'old' FROM unnest($2::text[]) e`, [W.user.workspaceId, committed]);
    await t.ctx.services.imports.resumeOrphans();
    const done = await waitFor(async () => {
      const i = (await t.request({ method: 'GET', url: `/api/contacts/imports/${imp.id}`, token: W.token })).json().import;
      return i.status === 'completed' ? i : undefined;
    }, 30_000);
    // nothing a lane committed is read again (those contacts keep 'old'), nothing after it is missed
    expect(done).toMatchObject({ inserted: 12000, updated: 0, processedRows: 12000 });
    expect((await t.request({ method: 'GET', url: '/api/contacts/count', token: W.token })).json().count).toBe(12000);
    const [{ n }] = await t.sql(`SELECT count(*)::int AS n FROM contacts WHERE workspace_id = $1 AND first_name = 'old'`, [W.user.workspaceId]);
    expect(n).toBe(committed.length);
  });
});

describe('export', () => {
  it('streams a list or a segment as CSV, escaping formulas', async () => {
    const W = await t.register();
    const list = (await api('POST', '/api/contacts/lists', { name: 'Export' }, W.token)).json().list;
    await api('POST', '/api/contacts', { email: 'x1@exp.test', firstName: '=HYPERLINK("x")', listIds: [list.id] }, W.token);
    await api('POST', '/api/contacts', { email: 'x2@exp.test' }, W.token);
    const res = await t.request({ method: 'GET', url: `/api/contacts/export?listId=${list.id}`, token: W.token });
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`x1@exp.test,"'=HYPERLINK(""x"")"`);
  });
});

describe('consent and suppression', () => {
  it('one-click unsubscribe by POST suppresses at once; the preferences page shows it and names the sending workspace', async () => {
    const c = (await api('POST', '/api/contacts', { email: 'leave@consent.test' })).json().contact;
    const url = (await api('GET', `/api/contacts/${c.id}`)).json().contact.preferencesUrl as string;
    const token = url.split('/preferences/')[1];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/unsubscribe/${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect((await api('GET', `/api/contacts/${c.id}`)).json().contact.status).toBe('unsubscribed');
    expect((await t.ctx.services.contacts.suppressedAmong(A.user.workspaceId, ['leave@consent.test', 'other@x.test'])).has('leave@consent.test')).toBe(true);
    const prefs = (await t.request({ method: 'GET', url: `/api/public/preferences/${token}` })).json().preferences;
    // the page names the sender (the workspace) the recipient unsubscribed from
    expect(prefs).toMatchObject({ email: 'leave@consent.test', status: 'unsubscribed', sender: 'Alpha' });
    expect((await t.request({ method: 'POST', url: `/api/public/unsubscribe/${token.slice(0, -2)}xx` })).statusCode).toBe(404);
  });

  it('the preferences page opts out of one list and back in, and unsubscribes from all', async () => {
    const l1 = (await api('POST', '/api/contacts/lists', { name: 'News', visibility: 'public' })).json().list;
    const l2 = (await api('POST', '/api/contacts/lists', { name: 'Offers', visibility: 'public' })).json().list;
    const c = (await api('POST', '/api/contacts', { email: 'prefs@consent.test', listIds: [l1.id, l2.id] })).json().contact;
    const token = ((await api('GET', `/api/contacts/${c.id}`)).json().contact.preferencesUrl as string).split('/preferences/')[1];
    await t.request({ method: 'POST', url: `/api/public/preferences/${token}`, body: { lists: { [l2.id]: false } } });
    const after = (await t.request({ method: 'GET', url: `/api/public/preferences/${token}` })).json().preferences;
    expect(after.lists.find((l: { id: string }) => l.id === l1.id).subscribed).toBe(true);
    expect(after.lists.find((l: { id: string }) => l.id === l2.id).subscribed).toBe(false);
    await t.request({ method: 'POST', url: `/api/public/preferences/${token}`, body: { unsubscribeAll: true } });
    const suppressed = (await api('GET', '/api/contacts/suppressions?search=prefs')).json();
    expect(suppressed.items[0]).toMatchObject({ email: 'prefs@consent.test', reason: 'unsubscribed' });
  });

  it('double opt-in: a pending member gets a confirmation email whose link confirms', async () => {
    const list = (await api('POST', '/api/contacts/lists', { name: 'Bülten', visibility: 'public', optIn: 'double' })).json().list;
    const res = await t.request({ method: 'POST', url: `/api/public/lists/${list.id}/subscribe`, body: { email: 'optin@consent.test' } });
    expect(res.statusCode).toBe(200);
    expect((await api('GET', `/api/contacts/count?listId=${list.id}`)).json().count).toBe(1);
    const [m] = await t.sql(`SELECT status FROM list_members WHERE list_id = $1`, [list.id]);
    expect(m.status).toBe('pending');
    const mail = await waitFor(async () => (await t.sql(`SELECT text FROM captured_mails WHERE to_addresses = 'optin@consent.test'`))[0]);
    const link = /\/api\/public\/optin\/([\w.-]+)/.exec(String(mail.text))![1];
    const confirm = await t.request({ method: 'GET', url: `/api/public/optin/${link}` });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toContain('confirmed=1');
    expect((await t.sql(`SELECT status FROM list_members WHERE list_id = $1`, [list.id]))[0].status).toBe('confirmed');
  });

  it('the delivery webhook suppresses hard bounces and complaints at once, soft bounces after three', async () => {
    for (const e of ['hard@b.test', 'soft@b.test', 'abuse@b.test']) await api('POST', '/api/contacts', { email: e });
    const url = (await api('GET', '/api/contacts/webhook')).json().url as string;
    const path = new URL(url).pathname;
    const post = (events: unknown[]) => t.request({ method: 'POST', url: path, body: { events } });
    expect(
      (
        await post([
          { type: 'bounce', bounceType: 'hard', email: 'hard@b.test', reason: '550 5.1.1 user unknown' },
          { type: 'complaint', email: 'abuse@b.test' },
        ])
      ).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++) await post([{ type: 'bounce', bounceType: 'soft', email: 'soft@b.test' }]);
    let suppressed = await t.ctx.services.contacts.suppressedAmong(A.user.workspaceId, ['hard@b.test', 'soft@b.test', 'abuse@b.test']);
    expect([...suppressed].sort()).toEqual(['abuse@b.test', 'hard@b.test']);
    await post([{ type: 'bounce', bounceType: 'soft', email: 'soft@b.test' }]);
    suppressed = await t.ctx.services.contacts.suppressedAmong(A.user.workspaceId, ['soft@b.test']);
    expect(suppressed.has('soft@b.test')).toBe(true);
    expect(
      (await t.request({ method: 'POST', url: path.replace(/.{4}$/, 'abcd'), body: { events: [{ type: 'complaint', email: 'x@y.co' }] } })).statusCode,
    ).toBe(404);
    expect((await post([{ type: 'explode', email: 'x' }])).statusCode).toBe(400);
    // the other workspace is untouched
    expect((await t.ctx.services.contacts.suppressedAmong(B.user.workspaceId, ['hard@b.test'])).size).toBe(0);
  });
});

describe('workspace isolation', () => {
  it("a second workspace can see, count, export or change none of the first's contacts, lists or segments", async () => {
    const c = (await api('POST', '/api/contacts', { email: 'secret@iso.test' })).json().contact;
    const list = (await api('POST', '/api/contacts/lists', { name: 'Secret list' })).json().list;
    const seg = (await api('POST', '/api/contacts/segments', { name: 'Secret', rules: { match: 'all', rules: [] } })).json().segment;
    const b = (method: string, url: string, body?: unknown) => api(method, url, body, B.token);
    expect((await b('GET', `/api/contacts/${c.id}`)).statusCode).toBe(404);
    expect((await b('PATCH', `/api/contacts/${c.id}`, { firstName: 'x' })).statusCode).toBe(404);
    expect((await b('DELETE', `/api/contacts/${c.id}`)).statusCode).toBe(404);
    expect((await b('GET', '/api/contacts?search=secret')).json().items).toEqual([]);
    // another workspace's list is not a filter this one can name
    expect((await b('GET', `/api/contacts?listId=${list.id}`)).json().code).toBe('LIST_NOT_FOUND');
    expect((await b('GET', `/api/contacts/count?listId=${list.id}`)).json().code).toBe('LIST_NOT_FOUND');
    expect((await b('GET', `/api/contacts/export?listId=${list.id}`)).statusCode).toBe(404);
    expect((await b('GET', `/api/contacts/export?segmentId=${seg.id}`)).statusCode).toBe(404);
    expect((await b('PATCH', `/api/contacts/lists/${list.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await b('DELETE', `/api/contacts/lists/${list.id}`)).statusCode).toBe(404);
    expect((await b('PATCH', `/api/contacts/segments/${seg.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await b('DELETE', `/api/contacts/segments/${seg.id}`)).statusCode).toBe(404);
    expect((await b('POST', '/api/contacts/bulk', { action: 'add_to_list', contactIds: [c.id], listId: list.id })).statusCode).toBe(404);
    expect(
      (await b('POST', '/api/contacts/segments/count', { rules: { match: 'all', rules: [{ kind: 'list', op: 'in', listId: list.id }] } })).statusCode,
    ).toBe(404);
    expect((await b('GET', '/api/contacts/lists')).json().lists.map((l: { id: string }) => l.id)).not.toContain(list.id);
    expect((await b('GET', '/api/contacts/segments')).json().segments.map((s: { id: string }) => s.id)).not.toContain(seg.id);
    expect((await b('DELETE', '/api/contacts/suppressions/secret@iso.test')).statusCode).toBe(404);
    expect((await api('GET', `/api/contacts/${c.id}`)).json().contact.firstName).toBeNull();
  });
});
