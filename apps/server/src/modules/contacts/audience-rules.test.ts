// Typed attribute values and segment rule bounds (issue 12 item 15), and list joins from a preferences link (item 16).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, waitFor, type TestApp } from '../../test/harness.js';

let t: TestApp;
let W: { token: string; user: { workspaceId: string } };

beforeAll(async () => {
  t = await startTestApp();
  W = await t.register();
});
afterAll(async () => {
  await t?.stop();
});

const api = (method: string, url: string, body?: unknown) => t.request({ method, url, body, token: W.token });

describe('typed attributes and segment rules', () => {
  it('refuses an attribute that starts like a date but is none, on create and update', async () => {
    const bad = await api('POST', '/api/contacts', { email: 'd1@attr.test', attributes: { renewal: '2024-13-45' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ path: 'body.attributes.renewal', message: expect.stringContaining('real date') });
    expect(
      (await api('POST', '/api/contacts', { email: 'd1@attr.test', attributes: { renewal: '2024-02-29', at: '2024-05-01T10:00:00Z', code: 'A-2024' } }))
        .statusCode,
    ).toBe(201);
    const c = (await api('POST', '/api/contacts', { email: 'd2@attr.test' })).json().contact;
    expect((await api('PATCH', `/api/contacts/${c.id}`, { attributes: { renewal: '2023-02-29' } })).statusCode).toBe(400);
  });

  it('refuses rule bounds on save: in_last_days 3e9, a day count of 0, a date that is none', async () => {
    const rule = (r: object) => ({ name: 'S', rules: { match: 'all', rules: [r] } });
    for (const r of [
      { kind: 'field', field: 'created_at', op: 'in_last_days', value: 3e9 },
      { kind: 'attribute', key: 'renewal', type: 'date', op: 'in_last_days', value: 0 },
      { kind: 'attribute', key: 'renewal', type: 'date', op: 'before', value: '2024-13-45' },
      { kind: 'attribute', key: 'seats', type: 'number', op: 'gt', value: 'many' },
      { kind: 'engagement', event: 'opened', op: 'did', days: 3e9 },
    ]) {
      const res = await api('POST', '/api/contacts/segments', rule(r));
      expect(res.statusCode, JSON.stringify(r)).toBe(400);
      expect((await api('POST', '/api/contacts/segments/count', { rules: rule(r).rules })).statusCode).toBe(400);
    }
    expect((await api('POST', '/api/contacts/segments', rule({ kind: 'field', field: 'created_at', op: 'in_last_days', value: 3650 }))).statusCode).toBe(201);
  });

  it('lists and counts segments over stored bad values and bad rules without a 500', async () => {
    // values and rules written before today's checks
    await t.sql(
      `INSERT INTO contacts (workspace_id, email, attributes) VALUES ($1, 'old1@attr.test', '{"renewal":"2024-13-45"}'), ($1, 'old2@attr.test', '{"renewal":"0000-01-01"}'),
      ($1, 'old3@attr.test', '{"renewal":"2023-02-29T99:99"}'), ($1, 'ok@attr.test', '{"renewal":"2020-06-01"}')`,
      [W.user.workspaceId],
    );
    const ok = (
      await api('POST', '/api/contacts/segments', {
        name: 'Renewal',
        rules: { match: 'all', rules: [{ kind: 'attribute', key: 'renewal', type: 'date', op: 'before', value: '2021-01-01' }] },
      })
    ).json().segment;
    const huge = (
      await api('POST', '/api/contacts/segments', {
        name: 'Huge',
        rules: { match: 'all', rules: [{ kind: 'field', field: 'created_at', op: 'in_last_days', value: 30 }] },
      })
    ).json().segment;
    await t.sql(
      `UPDATE segments SET rules = '{"match":"all","rules":[{"kind":"field","field":"created_at","op":"in_last_days","value":3000000000}]}' WHERE id = $1`,
      [huge.id],
    );
    const broken = (await api('POST', '/api/contacts/segments', { name: 'Broken', rules: { match: 'all', rules: [] } })).json().segment;
    await t.sql(
      `UPDATE segments SET rules = '{"match":"all","rules":[{"kind":"list","op":"in","listId":"nope"},{"kind":"attribute","key":"x","type":"date","op":"before","value":"+275760-01-01"}]}' WHERE id = $1`,
      [broken.id],
    );
    const page = await api('GET', '/api/contacts/segments');
    expect(page.statusCode).toBe(200);
    const counts = Object.fromEntries(page.json().segments.map((s: { name: string; count: number }) => [s.name, s.count]));
    expect(counts).toMatchObject({ Renewal: 1, Broken: 0 });
    expect(counts.Huge).toBeGreaterThanOrEqual(4);
    for (const id of [ok.id, huge.id, broken.id]) {
      expect((await api('GET', `/api/contacts?segmentId=${id}`)).statusCode).toBe(200);
      expect((await api('GET', `/api/contacts/export?segmentId=${id}`)).statusCode).toBe(200);
    }
  });
});

describe('preferences link and list joins', () => {
  it('joins only public lists, and a double opt-in list still confirms by email', async () => {
    const priv = (await api('POST', '/api/contacts/lists', { name: 'Private', visibility: 'private' })).json().list;
    const dbl = (await api('POST', '/api/contacts/lists', { name: 'Double', visibility: 'public', optIn: 'double' })).json().list;
    const pub = (await api('POST', '/api/contacts/lists', { name: 'Open', visibility: 'public', optIn: 'single' })).json().list;
    const c = (await api('POST', '/api/contacts', { email: 'prefs@join.test' })).json().contact;
    const token = ((await api('GET', `/api/contacts/${c.id}`)).json().contact.preferencesUrl as string).split('/preferences/')[1];
    const res = await t.request({
      method: 'POST',
      url: `/api/public/preferences/${token}`,
      body: { lists: { [priv.id]: true, [dbl.id]: true, [pub.id]: true } },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.sql(`SELECT list_id, status FROM list_members WHERE contact_id = $1`, [c.id]);
    const status = Object.fromEntries(rows.map((r) => [r.list_id, r.status]));
    expect(status).toEqual({ [dbl.id]: 'pending', [pub.id]: 'confirmed' });
    await waitFor(async () => (await t.sql(`SELECT 1 FROM captured_mails WHERE to_addresses = 'prefs@join.test'`))[0]);
    // a private list the contact already belongs to can be left and joined again
    await api('POST', '/api/contacts/bulk', { action: 'add_to_list', contactIds: [c.id], listId: priv.id });
    await t.request({ method: 'POST', url: `/api/public/preferences/${token}`, body: { lists: { [priv.id]: false } } });
    await t.request({ method: 'POST', url: `/api/public/preferences/${token}`, body: { lists: { [priv.id]: true } } });
    expect((await t.sql(`SELECT status FROM list_members WHERE contact_id = $1 AND list_id = $2`, [c.id, priv.id]))[0].status).toBe('confirmed');
  });
});
