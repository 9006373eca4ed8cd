import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTxtResolver, type DnsResolver } from '../../net/dns.js';
import { checkDomain, orgDomain, type CheckInput } from './domain-checks.js';
import { catchAll, checkSpf } from './spf.js';
import { startTestDns, type TestDns } from './test-dns.js';

let dns: TestDns;
let resolver: DnsResolver;
beforeAll(async () => {
  dns = await startTestDns();
  resolver = createTxtResolver([dns.server]);
});
afterAll(() => dns?.close());
beforeEach(() => {
  for (const table of [dns.txt, dns.a, dns.aaaa, dns.mx]) table.clear();
});

const RELAY = '198.51.100.7';

describe('SPF (RFC 7208 check_host over the local DNS server)', () => {
  it('passes an address listed by ip4, through an include, by a and by mx', async () => {
    dns.txt.set('brand.test', ['v=spf1 ip4:203.0.113.0/24 include:_spf.relay.test -all']);
    dns.txt.set('_spf.relay.test', ['v=spf1 a:out.relay.test mx ~all']);
    dns.a.set('out.relay.test', [RELAY]);
    expect(await checkSpf(resolver, 'brand.test', '203.0.113.9')).toMatchObject({ result: 'pass' });
    expect(await checkSpf(resolver, 'brand.test', RELAY)).toMatchObject({ result: 'pass' });
    dns.mx.set('_spf.relay.test', [{ exchange: 'mx1.relay.test', priority: 10 }]);
    dns.a.set('mx1.relay.test', ['192.0.2.44']);
    expect(await checkSpf(resolver, 'brand.test', '192.0.2.44')).toMatchObject({ result: 'pass' });
  });

  it('fails an address the record does not list, by its catch-all', async () => {
    dns.txt.set('brand.test', ['v=spf1 ip4:203.0.113.0/24 -all']);
    const outcome = await checkSpf(resolver, 'brand.test', RELAY);
    expect(outcome).toEqual({ result: 'fail', record: 'v=spf1 ip4:203.0.113.0/24 -all' });
    expect(catchAll(outcome.record)).toBe('-all');
    dns.txt.set('brand.test', ['v=spf1 ip4:203.0.113.0/24 ~all']);
    expect((await checkSpf(resolver, 'brand.test', RELAY)).result).toBe('softfail');
    dns.txt.set('brand.test', ['v=spf1 ip4:203.0.113.0/24']);
    expect((await checkSpf(resolver, 'brand.test', RELAY)).result).toBe('neutral');
  });

  it('says none without a record and permerror with two, with a loop or past ten lookups', async () => {
    dns.txt.set('brand.test', ['google-site-verification=abc']);
    expect(await checkSpf(resolver, 'brand.test', RELAY)).toEqual({ result: 'none', record: null });
    dns.txt.set('brand.test', ['v=spf1 -all', 'v=spf1 +all']);
    expect(await checkSpf(resolver, 'brand.test', RELAY)).toMatchObject({ result: 'permerror', reason: 'multiple' });
    dns.txt.set('brand.test', ['v=spf1 include:loop.test -all']);
    dns.txt.set('loop.test', ['v=spf1 include:brand.test -all']);
    expect(await checkSpf(resolver, 'brand.test', RELAY)).toMatchObject({ result: 'permerror', reason: 'loop' });
    // eleven includes that each look one more name up: the eleventh lookup is one too many
    const chain = Array.from({ length: 11 }, (_, i) => `include:n${i}.test`).join(' ');
    dns.txt.set('brand.test', [`v=spf1 ${chain} -all`]);
    for (let i = 0; i < 11; i++) dns.txt.set(`n${i}.test`, ['v=spf1 ?all']);
    expect(await checkSpf(resolver, 'brand.test', RELAY)).toMatchObject({ result: 'permerror', reason: 'lookups' });
  });

  it('follows redirect= when nothing matched', async () => {
    dns.txt.set('brand.test', ['v=spf1 redirect=_spf.brand.test']);
    dns.txt.set('_spf.brand.test', [`v=spf1 ip4:${RELAY} -all`]);
    expect((await checkSpf(resolver, 'brand.test', RELAY)).result).toBe('pass');
    expect((await checkSpf(resolver, 'brand.test', '192.0.2.1')).result).toBe('fail');
  });
});

describe('domain checks', () => {
  const dkimValue = 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1234';
  const input = (over: Partial<CheckInput> = {}): CheckInput => ({
    domain: 'brand.test',
    txt: { name: '_ulak-verification.brand.test', value: 'ulak-verification=tok' },
    dkim: { domain: 'brand.test', name: 's1._domainkey.brand.test', value: dkimValue },
    sendingIps: [RELAY],
    envelopeDomain: 'brand.test',
    ...over,
  });

  it('reports each record: TXT and DKIM found, SPF missing, DMARC passing through aligned DKIM', async () => {
    dns.txt.set('_ulak-verification.brand.test', ['ulak-verification=tok']);
    dns.txt.set('s1._domainkey.brand.test', [dkimValue]);
    dns.txt.set('_dmarc.brand.test', ['v=DMARC1; p=reject; rua=mailto:d@brand.test']);
    const checks = await checkDomain(resolver, input());
    expect(checks.txt).toMatchObject({ status: 'ok', code: 'txt.found' });
    expect(checks.dkim).toMatchObject({ status: 'ok', code: 'dkim.found' });
    expect(checks.spf).toMatchObject({ status: 'missing', code: 'spf.missing' });
    expect(checks.dmarc).toMatchObject({ status: 'ok', code: 'dmarc.pass', params: { policy: 'reject', via: 'dkim' } });
  });

  it('explains that p=reject will reject the mail: SPF does not include this server and DKIM is not set up', async () => {
    dns.txt.set('brand.test', ['v=spf1 include:_spf.google.com -all']);
    dns.txt.set('_spf.google.com', ['v=spf1 ip4:209.85.128.0/17 ~all']);
    dns.txt.set('_dmarc.brand.test', ['v=DMARC1; p=reject']);
    const checks = await checkDomain(resolver, input({ dkim: null }));
    expect(checks.txt).toMatchObject({ status: 'missing', code: 'txt.missing' });
    expect(checks.dkim).toMatchObject({ status: 'missing', code: 'dkim.notConfigured' });
    expect(checks.spf).toEqual({
      status: 'error',
      code: 'spf.fail',
      params: { ip: RELAY, all: '-all' },
      found: 'v=spf1 include:_spf.google.com -all',
    });
    expect(checks.dmarc).toEqual({
      status: 'error',
      code: 'dmarc.reject',
      params: { policy: 'reject', spf: 'fail', dkim: 'notConfigured' },
      found: 'v=DMARC1; p=reject',
    });
  });

  it('counts SPF as unaligned when the envelope is the bounce domain, and reads a subdomain policy from the organisation', async () => {
    dns.txt.set('news.brand.test', [`v=spf1 ip4:${RELAY} -all`]);
    dns.txt.set('_dmarc.brand.test', ['v=DMARC1; p=none; sp=quarantine']);
    const checks = await checkDomain(
      resolver,
      input({ domain: 'news.brand.test', txt: { name: '_ulak-verification.news.brand.test', value: 'x' }, dkim: null, envelopeDomain: 'bounces.ulak.test' }),
    );
    expect(checks.spf).toMatchObject({ status: 'ok', code: 'spf.pass' });
    expect(checks.dmarc).toMatchObject({
      status: 'error',
      code: 'dmarc.quarantine',
      params: { policy: 'quarantine', spf: 'notAligned', dkim: 'notConfigured' },
    });
    // with the From domain as envelope, SPF passes aligned (relaxed: a subdomain of the same organisation)
    const aligned = await checkDomain(resolver, input({ domain: 'news.brand.test', dkim: null, envelopeDomain: 'news.brand.test' }));
    expect(aligned.dmarc).toMatchObject({ status: 'ok', code: 'dmarc.pass', params: { via: 'spf' } });
  });

  it('tells a published DKIM record with another key, a missing DMARC record and unknown sending addresses apart', async () => {
    dns.txt.set('s1._domainkey.brand.test', ['v=DKIM1; k=rsa; p=OTHERKEY']);
    dns.txt.set('brand.test', ['v=spf1 mx -all']);
    const checks = await checkDomain(resolver, input({ sendingIps: [] }));
    expect(checks.dkim).toMatchObject({ status: 'error', code: 'dkim.mismatch', found: 'v=DKIM1; k=rsa; p=OTHERKEY' });
    expect(checks.spf).toMatchObject({ status: 'unknown', code: 'spf.noServer' });
    expect(checks.dmarc).toMatchObject({ status: 'warning', code: 'dmarc.missing' });
  });

  it('finds the organisational domain under two-level suffixes', () => {
    expect(orgDomain('news.shop.example.com.tr')).toBe('example.com.tr');
    expect(orgDomain('mail.brand.test')).toBe('brand.test');
    expect(orgDomain('brand.co.uk')).toBe('brand.co.uk');
  });
});
