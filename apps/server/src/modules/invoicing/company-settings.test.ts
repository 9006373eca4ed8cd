import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPng } from '../../media/test-images.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { SELLER } from './test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.stop();
});

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const FULL = {
  ...SELLER,
  tradeRegisterNumber: '123456-5',
  fax: '+90 216 000 00 01',
  website: 'https://anadolu.test',
  logoUrl: PNG,
  primaryColor: '#0e7490',
  secondaryColor: '#111827',
  accentColor: '#F97316',
  linkedinUrl: 'https://linkedin.com/company/anadolu',
  twitterUrl: 'https://x.com/anadolu',
  facebookUrl: '',
  instagramUrl: '',
  foundedYear: 2012,
  ceoName: 'Zeynep Kaya',
  authorizedPerson: 'Emre Şahin',
  invoicePrefix: 'ANY',
  tagline: 'Güvenilir yazılım',
  description: 'Kurumsal yazılım',
  mission: 'Misyon',
  vision: 'Vizyon',
};

describe('company settings', () => {
  it('starts with every field of the page, saves the full object, and merges later saves', async () => {
    const { token } = await t.register();
    const empty = (await t.request({ method: 'GET', url: '/api/admin/company-settings', token })).json().settings;
    expect(Object.keys(empty)).toEqual(
      expect.arrayContaining([
        'companyName',
        'legalName',
        'taxNumber',
        'tradeRegisterNumber',
        'mersisNumber',
        'email',
        'phone',
        'fax',
        'website',
        'address',
        'district',
        'city',
        'postalCode',
        'country',
        'logoUrl',
        'primaryColor',
        'secondaryColor',
        'accentColor',
        'linkedinUrl',
        'twitterUrl',
        'facebookUrl',
        'instagramUrl',
        'foundedYear',
        'ceoName',
        'authorizedPerson',
        'bankName',
        'bankBranch',
        'iban',
        'invoicePrefix',
        'invoiceFooter',
        'paymentTerms',
        'tagline',
        'description',
        'mission',
        'vision',
      ]),
    );
    expect(empty).toMatchObject({ companyName: '', country: 'TR', invoicePrefix: 'INV', primaryColor: '#1D4ED8', foundedYear: null });
    const saved = await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: FULL, headers: { 'accept-language': 'tr' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Kaydedildi');
    expect(saved.json().settings).toMatchObject({
      companyName: 'Anadolu Yazılım A.Ş.',
      iban: 'TR330006100519786457841326',
      primaryColor: '#0E7490',
      logoUrl: expect.stringMatching(/^data:image\/png;base64,/),
      foundedYear: 2012,
      facebookUrl: '',
    });
    const merged = (await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { tagline: 'Yeni slogan', fax: '' } })).json().settings;
    expect(merged).toMatchObject({ tagline: 'Yeni slogan', fax: '', companyName: 'Anadolu Yazılım A.Ş.', ceoName: 'Zeynep Kaya' });
  });

  it('rejects a bad IBAN, tax number, logo, colour or prefix with a clear message and changes nothing', async () => {
    const { token } = await t.register();
    await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { companyName: 'Önce' } });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { iban: 'TR33 0006 1005 1978 6457 8413 27' },
        'body.iban',
        'The IBAN is invalid: its country code, length or check digits do not match (e.g. TR33 0006 1005 1978 6457 8413 26).',
      ],
      [
        { taxNumber: '1234567891' },
        'body.taxNumber',
        'The tax number is invalid: enter a 10-digit VKN or an 11-digit T.C. identity number (the check digit does not match).',
      ],
      [
        { taxNumber: '12345678901' },
        'body.taxNumber',
        'The tax number is invalid: enter a 10-digit VKN or an 11-digit T.C. identity number (the check digit does not match).',
      ],
      [{ logoUrl: 'data:text/html;base64,PHNjcmlwdD4=' }, 'body.logoUrl', 'The logo must be a PNG or JPEG image of at most 512 KB.'],
      [{ logoUrl: 'data:image/png;base64,SGVsbG8gd29ybGQ=' }, 'body.logoUrl', 'The logo must be a PNG or JPEG image of at most 512 KB.'],
      [
        { logoUrl: `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(600 * 1024)]).toString('base64')}` },
        'body.logoUrl',
        'The logo must be a PNG or JPEG image of at most 512 KB.',
      ],
      [{ primaryColor: 'red' }, 'body.primaryColor', 'A colour must look like #RRGGBB.'],
      [{ invoicePrefix: 'inv-' }, 'body.invoicePrefix', 'The invoice prefix must be 1–10 capital letters or digits (e.g. INV).'],
      [{ email: 'not-mail' }, 'body.email', 'Enter a valid email address.'],
      [{ website: 'javascript:alert(1)' }, 'body.website', 'Enter a valid address starting with http:// or https://.'],
      [{ mersisNumber: '123' }, 'body.mersisNumber', 'A MERSIS number has 16 digits.'],
      [{ country: 'Turkey' }, 'body.country', 'The country must be a two-letter ISO code (e.g. TR).'],
    ];
    for (const [body, path, message] of cases) {
      const res = await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { companyName: 'Sonra', ...body } });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (path !== 'body') expect(res.json().details[0]).toMatchObject({ path, message });
      expect(res.json().message).toBe(message);
    }
    const tr = await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { iban: 'TR00' }, headers: { 'accept-language': 'tr' } });
    expect(tr.json().message).toContain('IBAN geçersiz');
    // a foreign company keeps its own VAT number format; a stored DE country is honoured on a later save
    const de = await t.request({
      method: 'PUT',
      url: '/api/admin/company-settings',
      token,
      body: { country: 'DE', taxNumber: 'DE811907980', iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(de.statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body: { country: 'TR' } })).json().details[0].path).toBe(
      'body.taxNumber',
    );
    expect((await t.request({ method: 'GET', url: '/api/admin/company-settings', token })).json().settings).toMatchObject({
      companyName: 'Önce',
      country: 'DE',
      taxNumber: 'DE811907980',
    });
  });

  it('validates invoice settings: rates, default rate, schedule', async () => {
    const { token } = await t.register();
    const ok = await t.request({
      method: 'PUT',
      url: '/api/invoices/settings',
      token,
      body: { taxRates: [20, 10, 1, 0], defaultTaxRate: 10, paymentTermDays: 45, defaultCurrency: 'EUR', defaultDesign: 'corporate' },
    });
    expect(ok.json().settings).toMatchObject({
      taxRates: [0, 1, 10, 20],
      defaultTaxRate: 10,
      paymentTermDays: 45,
      defaultCurrency: 'EUR',
      defaultDesign: 'corporate',
      reminderSchedule: [-3, 0, 7],
    });
    for (const body of [
      { defaultTaxRate: 18 },
      { taxRates: [20, 20] },
      { taxRates: [] },
      { reminderSchedule: [400] },
      { paymentTermDays: -1 },
      { defaultCurrency: 'JPY' },
    ]) {
      const res = await t.request({ method: 'PUT', url: '/api/invoices/settings', token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.request({ method: 'PUT', url: '/api/invoices/settings', token, body: { defaultTaxRate: 18 } })).json().message).toBe(
      'The default VAT rate must be one of the listed rates.',
    );
    expect((await t.request({ method: 'GET', url: '/api/invoices/settings', token })).json().settings.paymentTermDays).toBe(45);
  });

  it('validates customers’ Turkish tax numbers and keeps foreign ones', async () => {
    const { token } = await t.register();
    const bad = await t.request({ method: 'POST', url: '/api/invoices/customers', token, body: { name: 'Hatalı', taxNumber: '1111111111' } });
    expect(bad.json().details[0]).toMatchObject({ path: 'body.taxNumber', code: 'v.taxNumber' });
    const tckn = await t.request({ method: 'POST', url: '/api/invoices/customers', token, body: { name: 'Şahıs', taxNumber: '10000000146' } });
    expect(tckn.statusCode).toBe(201);
    const foreign = await t.request({
      method: 'POST',
      url: '/api/invoices/customers',
      token,
      body: { name: 'Globex GmbH', taxNumber: 'DE811907980', countryCode: 'de', language: 'en' },
    });
    expect(foreign.json().customer).toMatchObject({ countryCode: 'DE', language: 'en' });
    const upd = await t.request({ method: 'PUT', url: `/api/invoices/customers/${foreign.json().customer.id}`, token, body: { countryCode: 'TR' } });
    expect(upd.statusCode).toBe(400);
    const list = (await t.request({ method: 'GET', url: '/api/invoices/customers?search=glob', token })).json();
    expect(list).toMatchObject({ total: 1, customers: [{ name: 'Globex GmbH' }] });
    // one customer reads back whole; one without invoices can be deleted
    const one = await t.request({ method: 'GET', url: `/api/invoices/customers/${tckn.json().customer.id}`, token });
    expect(one.json()).toEqual({ success: true, customer: tckn.json().customer });
    expect(one.json().customer).toMatchObject({ email: '', crmCompanyId: null, endpointScheme: '', language: 'tr' });
    expect((await t.request({ method: 'DELETE', url: `/api/invoices/customers/${tckn.json().customer.id}`, token })).json()).toEqual({ success: true });
    expect((await t.request({ method: 'GET', url: `/api/invoices/customers/${tckn.json().customer.id}`, token })).statusCode).toBe(404);
  });
});

describe('logo images', () => {
  const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
  const put = (token: string, body: Record<string, unknown>, lang = 'en') =>
    t.request({ method: 'PUT', url: '/api/admin/company-settings', token, body, headers: { 'accept-language': lang } });

  it('refuses a 12,000 × 12,000 PNG bomb from its header with a translated 400 and stores nothing', async () => {
    const { token } = await t.register();
    await put(token, { companyName: 'Önce', logoUrl: PNG });
    const before = (await t.request({ method: 'GET', url: '/api/admin/company-settings', token })).json().settings.logoUrl;
    const started = performance.now();
    const res = await put(token, { logoUrl: dataUrl('image/png', bombPng()) });
    expect(performance.now() - started).toBeLessThan(5_000); // hang guard: decoding it took seconds and gigabytes
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({
      path: 'body.logoUrl',
      code: 'v.logoDimensions',
      message: 'The logo can be at most 4096×4096 pixels (16 megapixels). Upload a smaller image.',
    });
    expect((await put(token, { logoUrl: dataUrl('image/png', bombPng()) }, 'tr')).json().details[0].message).toContain('en fazla 4096×4096 piksel');
    // a JPEG declared as PNG, and a GIF, are not logos
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    expect((await put(token, { logoUrl: dataUrl('image/png', jpeg) })).json().details[0].code).toBe('v.logo');
    expect((await t.request({ method: 'GET', url: '/api/admin/company-settings', token })).json().settings.logoUrl).toBe(before);
  });

  it('stores an uploaded logo re-encoded to at most 1024 px on its longer side', async () => {
    const { token } = await t.register();
    const wide = await sharp({ create: { width: 4000, height: 800, channels: 4, background: { r: 200, g: 0, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const saved = await put(token, { logoUrl: dataUrl('image/png', wide) });
    expect(saved.statusCode).toBe(200);
    const stored = Buffer.from(String(saved.json().settings.logoUrl).split(',')[1], 'base64');
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1024, 205]);
  });

  it('leaves an oversized logo stored before the check out of rendered invoices instead of decoding it', async () => {
    const { token, user } = await t.register();
    await put(token, { companyName: 'Eski Logo A.Ş.' });
    await t.sql('UPDATE company_settings SET logo_url = $1 WHERE workspace_id = $2', [dataUrl('image/png', bombPng()), user.workspaceId]);
    const started = performance.now();
    const pdf = await t.request({ method: 'GET', url: '/api/invoices/templates/standard/preview', token });
    expect(performance.now() - started).toBeLessThan(5_000); // hang guard: it took 5.8 s and 1.5 GB per PDF
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    // a normal logo is still drawn
    await put(token, { logoUrl: PNG });
    const withLogo = await t.request({ method: 'GET', url: '/api/invoices/templates/standard/preview', token });
    expect(withLogo.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});
