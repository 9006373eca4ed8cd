// Sender identities in a real browser, in Turkish and in English: add an identity on the mail-rotation screen, publish
// its records in a local DNS server (the one ULAK_DNS_SERVERS points the product at), check now and read each record's
// explanation (DMARC p=reject refusing this server until SPF and DKIM are right), then pick the verified identity in
// the campaign wizard and send. The platform relay is an SMTP sink in this process: the received message shows the
// business's name and address, and its DKIM signature verifies against the published key.
import dns from 'node:dns';
import { simpleParser } from 'mailparser';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tr from '../apps/web/src/i18n/campaigns.tr.json' with { type: 'json' };
import en from '../apps/web/src/i18n/campaigns.en.json' with { type: 'json' };
import { startTestDns, type TestDns } from '../apps/server/src/modules/sending/test-dns.js';
import { startSmtpSink, type SmtpSink } from '../apps/server/src/test/smtp-sink.js';
import { launchBrowser, startServer, type Server } from './harness.js';

let server: Server;
let browser: Browser;
let testDns: TestDns;
let relay: SmtpSink;

beforeAll(async () => {
  [testDns, relay] = await Promise.all([startTestDns(), startSmtpSink()]);
  // the platform relay is the sink on 127.0.0.1: that is the address SPF has to authorise
  server = await startServer({
    ULAK_DNS_SERVERS: testDns.server,
    ULAK_SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    ULAK_MAIL_FROM: 'Ulak <no-reply@ulak.example>',
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([testDns?.close(), relay?.close()]);
});

// received reads the newest message the relay got for an address, parsed
async function received(to: string, subject?: RegExp) {
  const until = Date.now() + 30_000;
  for (;;) {
    for (const m of [...relay.raw].reverse()) {
      if (!m.to.includes(to)) continue;
      const parsed = await simpleParser(m.data);
      if (!subject || subject.test(parsed.subject ?? '')) return { raw: m.data, parsed };
    }
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// register signs up over the API like a person would, reading the mailed code from the relay
async function register(email: string): Promise<string> {
  const started = await server.api('POST', '/api/auth/register', { firstName: 'Acar', lastName: 'Kırtasiye', email, password: 'sender-pass-1' });
  expect(started.status).toBe(202);
  const code = /\b(\d{6})\b/.exec((await received(email)).parsed.subject ?? '')?.[1];
  const done = await server.api<{ token: string }>('POST', '/api/auth/register/confirm', { email, code });
  expect(done.status).toBe(201);
  return done.body.token;
}

// dkimResults verifies the message's DKIM signatures, resolving through the same local DNS server
async function dkimResults(raw: string) {
  const resolver = new dns.promises.Resolver();
  resolver.setServers([testDns.server]);
  return (await dkimVerify(Buffer.from(raw, 'latin1'), { resolver: (name: string, type: string) => resolver.resolve(name, type as 'TXT') })).results;
}

async function signedInPage(token: string, lang: 'tr' | 'en'): Promise<Page> {
  const context = await browser.newContext({ locale: lang === 'tr' ? 'tr-TR' : 'en-US', viewport: { width: 1440, height: 1100 } });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('ulak.language', l);
    },
    [token, lang],
  );
  return context.newPage();
}

const CASES = [
  { lang: 'tr', L: tr, domain: 'acme-kirtasiye.test', name: 'Acme Kırtasiye', local: 'merhaba', subject: 'Kasım fırsatları' },
  { lang: 'en', L: en, domain: 'harbour-books.test', name: 'Harbour Books', local: 'hello', subject: 'November picks' },
] as const;

describe.each(CASES)('sender identity in $lang', ({ lang, L, domain, name, local, subject }) => {
  it('verifies the identity by DNS, explains DMARC, and sends a campaign as the business with a DKIM signature that verifies', async () => {
    const address = `${local}@${domain}`;
    const token = await register(`owner@${domain}`);
    // the workspace signs for its domain (the DKIM tab, set up here over the API)
    const dkim = (
      await server.api<{ dkim: { dnsRecord: { name: string; value: string } } }>(
        'PUT',
        '/api/email-sending/dkim',
        { domain, selector: 'ulak1', generate: true },
        token,
      )
    ).body.dkim.dnsRecord;

    const page = await signedInPage(token, lang);
    await page.goto(`${server.url}/app/campaigns?tab=settings`);
    await page.getByTestId('rotation-tab-identities').click();
    const card = page.getByTestId('identities-card');
    await card.getByTestId('identities-empty').waitFor();
    expect(await card.getByTestId('identities-empty').innerText()).toBe(L.rotation.identities.empty);
    await card.getByTestId('identity-fromName').fill(name);
    await card.getByTestId('identity-fromEmail').fill(address);
    await card.getByTestId('identity-replyTo').fill(`destek@${domain}`);
    await card.getByTestId('identity-add').click();
    const row = card.locator(`[data-testid="identity-row"][data-email="${address}"]`);
    await row.waitFor();
    expect(await row.getByTestId('identity-status').getAttribute('data-status')).toBe('pending');

    // the TXT token as the screen shows it, a DMARC reject policy, an SPF record without this server, no DKIM record yet
    const txtName = await row.getByTestId('identity-txt-name').inputValue();
    const txtValue = await row.getByTestId('identity-txt-value').inputValue();
    expect(txtName).toBe(`_ulak-verification.${domain}`);
    testDns.txt.set(txtName, [txtValue]);
    testDns.txt.set(domain, ['v=spf1 ip4:203.0.113.10 -all']);
    testDns.txt.set(`_dmarc.${domain}`, ['v=DMARC1; p=reject']);
    await row.getByTestId('identity-check').click();
    const dmarc = row.getByTestId('identity-checks-dmarc');
    await expect.poll(() => dmarc.getAttribute('data-code'), { timeout: 15_000 }).toBe('dmarc.reject');
    const why = L.rotation.checks.why.both.replace('{{spf}}', L.rotation.checks.why.spf.fail).replace('{{dkim}}', L.rotation.checks.why.dkim.notPublished);
    expect(await row.getByTestId('identity-checks-dmarc-text').innerText()).toBe(L.rotation.checks.dmarc.reject.replace('{{why}}', why));
    expect(await row.getByTestId('identity-checks-spf-text').innerText()).toBe(
      L.rotation.checks.spf.fail.replace('{{ip}}', '127.0.0.1').replace('{{all}}', '-all'),
    );
    // the TXT token alone proves ownership
    expect(await row.getByTestId('identity-checks-txt').getAttribute('data-status')).toBe('ok');
    expect(await row.getByTestId('identity-status').getAttribute('data-status')).toBe('verified');

    // SPF authorises this server and the DKIM record is published: DMARC passes
    testDns.txt.set(domain, ['v=spf1 ip4:127.0.0.1 -all']);
    testDns.txt.set(dkim.name, [dkim.value]);
    await row.getByTestId('identity-check').click();
    await expect.poll(() => dmarc.getAttribute('data-code'), { timeout: 15_000 }).toBe('dmarc.pass');
    expect(await row.getByTestId('identity-checks-dkim').getAttribute('data-status')).toBe('ok');
    expect(await row.getByTestId('identity-checks-spf').getAttribute('data-status')).toBe('ok');
    expect(await row.getByTestId('identity-checks-dmarc-text').innerText()).toBe(L.rotation.checks.dmarc.pass.replace('{{policy}}', 'reject'));

    // an identity on a domain not proved yet is listed in the wizard but cannot be chosen
    expect((await server.api('POST', '/api/sender-identities', { fromName: `${name} Sahte`, fromEmail: `info@unproved-${domain}` }, token)).status).toBe(201);

    // the wizard offers the verified identity and sends with it
    await page.goto(`${server.url}/app/campaigns`);
    await page.getByTestId('campaigns-new').click();
    const wizard = page.getByTestId('campaign-wizard');
    await wizard.getByTestId('wizard-sender').waitFor();
    expect(await wizard.getByTestId('wizard-sender-hint').innerText()).toBe(L.wizard.sender.platformHint);
    await wizard.getByTestId('wizard-sender-unverified').waitFor();
    expect(await wizard.getByTestId('wizard-sender-unverified').innerText()).toContain(`info@unproved-${domain} (unproved-${domain})`);
    await wizard.getByTestId('wizard-sender').click();
    const unproved = page.getByRole('option', { name: `${name} Sahte <info@unproved-${domain}> — ${L.wizard.sender.unverifiedSuffix}` });
    expect(await unproved.getAttribute('data-combobox-disabled')).toBe('true');
    await page.getByRole('option', { name: `${name} <${address}>`, exact: true }).click();
    expect(await wizard.getByTestId('wizard-sender-hint').innerText()).toBe(
      L.wizard.sender.verifiedHint.replace('{{name}}', name).replace('{{email}}', address).replace('{{replyTo}}', `destek@${domain}`),
    );
    await wizard.getByTestId('wizard-name').fill(subject);
    await wizard.getByTestId('wizard-subject').fill(subject);
    await wizard.getByTestId('wizard-content').fill('<p>{{ contact.first_name }}, yeni sezon geldi!</p>');
    await wizard.getByTestId('wizard-next').click();
    const recipient = `okur-${lang}@alici.test`;
    await wizard.getByTestId('wizard-recipients').fill(`${recipient}, Deniz Okur`);
    await wizard.getByTestId('wizard-next').click();
    await wizard.getByTestId('wizard-summary').waitFor();
    await wizard.getByTestId('wizard-send').click();
    await wizard.waitFor({ state: 'hidden', timeout: 60_000 });

    // the received mail carries the business's name and address, its Reply-To, and a DKIM signature that verifies
    const mail = await received(recipient, new RegExp(subject));
    expect(mail.parsed.from?.value[0]).toEqual({ name, address });
    expect(mail.parsed.replyTo?.value[0].address).toBe(`destek@${domain}`);
    const results = await dkimResults(mail.raw);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ signingDomain: domain, selector: 'ulak1', status: { result: 'pass', aligned: domain } });
    await page.context().close();
  });
});
