// The four DNS checks of a sending domain — the ownership TXT token, the DKIM record, SPF and DMARC — each with a
// status and an explanation code the panel translates. SPF is evaluated for the addresses mail really leaves from;
// DMARC is judged on what a receiver would see: does SPF pass aligned with the From domain, or DKIM?
import type { DomainChecks, RecordCheck, RecordStatus } from '@ulak/shared';
import { isNoData, type DnsResolver } from '../../net/dns.js';
import { catchAll, checkSpf, type SpfOutcome } from './spf.js';

export const VERIFICATION_PREFIX = 'ulak-verification=';

/** What a check needs to know besides DNS. */
export type CheckInput = {
  domain: string;
  /** The ownership token record. */
  txt: { name: string; value: string };
  /** The workspace's DKIM signing domain and its record, when it signs for this domain (the same or a parent). */
  dkim: { domain: string; name: string; value: string } | null;
  /** The addresses mail from this domain leaves from (the workspace's servers, else the platform relay); [] when unknown. */
  sendingIps: string[];
  /** The envelope (Return-Path) domain of that mail: the bounce domain when one is configured, else the From domain. */
  envelopeDomain: string;
};

const check = (status: RecordStatus, code: RecordCheck['code'], params: RecordCheck['params'] = {}, found: string | null = null): RecordCheck => ({
  status,
  code,
  params,
  found,
});

/** The checks of a domain never looked up. */
export const NOT_CHECKED: DomainChecks = {
  txt: check('unknown', 'notChecked'),
  dkim: check('unknown', 'notChecked'),
  spf: check('unknown', 'notChecked'),
  dmarc: check('unknown', 'notChecked'),
};

// Second-level labels under which registrations sit one level deeper (example.com.tr, example.co.uk): enough to find
// the organisational domain of the domains our users send from without shipping the whole public suffix list.
const SECOND_LEVEL = new Set(['com', 'net', 'org', 'gov', 'edu', 'gen', 'biz', 'info', 'web', 'av', 'bel', 'k12', 'co', 'ac', 'ltd', 'plc', 'me']);

// orgDomain approximates the organisational domain (RFC 7489 §3.2): the registered name under its public suffix.
export function orgDomain(domain: string): string {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  const keep = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

// aligned applies DMARC identifier alignment: strict needs the same domain, relaxed the same organisational domain.
export const aligned = (a: string, b: string, mode: 'r' | 's') => (mode === 's' ? a.toLowerCase() === b.toLowerCase() : orgDomain(a) === orgDomain(b));

async function txtValues(resolver: DnsResolver, name: string): Promise<{ values: string[]; failed: boolean }> {
  try {
    return { values: (await resolver.resolveTxt(name)).map((chunks) => chunks.join('')), failed: false };
  } catch (err) {
    return { values: [], failed: !isNoData(err) };
  }
}

// publicKeyOf reads the p= value of a DKIM TXT record, whitespace removed.
export const publicKeyOf = (value: string) => /(?:^|;)\s*p=([^;]*)/.exec(value)?.[1].replace(/\s+/g, '') ?? '';

// checkTxt looks for the ownership token.
async function checkTxt(resolver: DnsResolver, txt: CheckInput['txt']): Promise<RecordCheck> {
  const { values } = await txtValues(resolver, txt.name);
  if (values.some((v) => v.trim() === txt.value)) return check('ok', 'txt.found', { name: txt.name });
  const other = values.find((v) => v.trim().startsWith(VERIFICATION_PREFIX));
  if (other) return check('error', 'txt.wrong', { name: txt.name }, other);
  return check('missing', 'txt.missing', { name: txt.name });
}

// checkDkim looks for the DKIM record the workspace signs with, published with the same public key.
async function checkDkim(resolver: DnsResolver, dkim: CheckInput['dkim']): Promise<RecordCheck> {
  if (!dkim) return check('missing', 'dkim.notConfigured');
  const { values } = await txtValues(resolver, dkim.name);
  const want = publicKeyOf(dkim.value);
  if (values.some((v) => publicKeyOf(v) === want)) return check('ok', 'dkim.found', { name: dkim.name, domain: dkim.domain });
  const other = values.find((v) => /(^|;)\s*p=/.test(v));
  if (other) return check('error', 'dkim.mismatch', { name: dkim.name }, other);
  return check('missing', 'dkim.missing', { name: dkim.name });
}

// spfCheck evaluates SPF for every sending address; the first one that does not pass decides the explanation.
async function spfCheck(resolver: DnsResolver, input: CheckInput): Promise<{ check: RecordCheck; pass: boolean }> {
  const { domain } = input;
  if (!input.sendingIps.length) {
    const own = await txtValues(resolver, domain);
    const record = own.values.find((v) => /^v=spf1(\s|$)/i.test(v.trim())) ?? null;
    return { check: check(record ? 'unknown' : 'missing', record ? 'spf.noServer' : 'spf.missing', {}, record), pass: false };
  }
  let outcome: SpfOutcome | undefined;
  let ip = '';
  for (const address of input.sendingIps) {
    outcome = await checkSpf(resolver, domain, address);
    ip = address;
    if (outcome.result !== 'pass') break;
  }
  const o = outcome!;
  const all = catchAll(o.record) ?? '';
  switch (o.result) {
    case 'pass':
      return { check: check('ok', 'spf.pass', {}, o.record), pass: true };
    case 'none':
      return { check: check('missing', 'spf.missing'), pass: false };
    case 'fail':
      return { check: check('error', 'spf.fail', { ip, all }, o.record), pass: false };
    case 'softfail':
      return { check: check('warning', 'spf.softfail', { ip, all }, o.record), pass: false };
    case 'neutral':
      return { check: check('warning', 'spf.neutral', { ip, all }, o.record), pass: false };
    case 'temperror':
      return { check: check('unknown', 'spf.temperror', {}, o.record), pass: false };
    default:
      return {
        check: check('error', o.reason === 'multiple' ? 'spf.multiple' : 'spf.permerror', { reason: o.reason ?? 'syntax' }, o.record),
        pass: false,
      };
  }
}

type Dmarc = { record: string; tags: Map<string, string> };

// dmarcRecord finds the DMARC record of the domain, else of its organisational domain (RFC 7489 §6.6.3).
async function dmarcRecord(resolver: DnsResolver, domain: string): Promise<{ dmarc?: Dmarc; inherited: boolean; failed: boolean; invalid?: string }> {
  const org = orgDomain(domain);
  for (const [name, inherited] of [
    [domain, false],
    [org, true],
  ] as const) {
    if (inherited && org === domain) break;
    const { values, failed } = await txtValues(resolver, `_dmarc.${name}`);
    if (failed) return { inherited, failed: true };
    const records = values.filter((v) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(v.trim()));
    if (records.length > 1) return { inherited, failed: false, invalid: records.join(' | ') };
    if (records.length === 1) {
      const tags = new Map<string, string>();
      for (const part of records[0].split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0)
          tags.set(
            part.slice(0, eq).trim().toLowerCase(),
            part
              .slice(eq + 1)
              .trim()
              .toLowerCase(),
          );
      }
      return { dmarc: { record: records[0], tags }, inherited, failed: false };
    }
  }
  return { inherited: false, failed: false };
}

// dmarcCheck says what the domain's DMARC policy will do to mail sent as this identity, and why.
async function dmarcCheck(resolver: DnsResolver, input: CheckInput, spf: { check: RecordCheck; pass: boolean }, dkim: RecordCheck): Promise<RecordCheck> {
  const found = await dmarcRecord(resolver, input.domain);
  if (found.failed) return check('unknown', 'dmarc.temperror');
  if (found.invalid) return check('error', 'dmarc.invalid', {}, found.invalid);
  if (!found.dmarc) return check('warning', 'dmarc.missing');
  const { tags, record } = found.dmarc;
  const policy = (found.inherited && tags.get('sp')) || tags.get('p');
  if (policy !== 'none' && policy !== 'quarantine' && policy !== 'reject') return check('error', 'dmarc.invalid', {}, record);
  const spfMode = tags.get('aspf') === 's' ? 's' : 'r';
  const dkimMode = tags.get('adkim') === 's' ? 's' : 'r';
  const spfAligned = spf.pass && aligned(input.envelopeDomain, input.domain, spfMode);
  const dkimAligned = dkim.status === 'ok' && !!input.dkim && aligned(input.dkim.domain, input.domain, dkimMode);
  if (spfAligned || dkimAligned) return check('ok', 'dmarc.pass', { policy, via: dkimAligned ? 'dkim' : 'spf' }, record);
  const spfWhy = spf.pass ? 'notAligned' : spf.check.code === 'spf.missing' ? 'missing' : spf.check.status === 'unknown' ? 'unknown' : 'fail';
  const dkimWhy = !input.dkim ? 'notConfigured' : dkim.status !== 'ok' ? 'notPublished' : 'notAligned';
  const params = { policy, spf: spfWhy, dkim: dkimWhy };
  if (policy === 'none') return check('warning', 'dmarc.none', params, record);
  return check('error', policy === 'reject' ? 'dmarc.reject' : 'dmarc.quarantine', params, record);
}

// checkDomain runs the four checks of a sending domain against DNS.
export async function checkDomain(resolver: DnsResolver, input: CheckInput): Promise<DomainChecks> {
  const [txt, dkim, spf] = await Promise.all([checkTxt(resolver, input.txt), checkDkim(resolver, input.dkim), spfCheck(resolver, input)]);
  const dmarc = await dmarcCheck(resolver, input, spf, dkim);
  return { txt, dkim, spf: spf.check, dmarc };
}
