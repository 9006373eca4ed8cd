// The SMPP 3.4 adapter for SMS (npm `smpp`): one bound transceiver session per workspace, opened on first use (and at
// start for every SMPP configuration), kept alive with enquire_link, bound again with back-off when it drops, and
// unbound on close. Sending splits a message as smsSegments counts it (GSM 03.38 default alphabet, data_coding 0, or
// UCS-2, data_coding 8, when a character such as ğ ı ş is outside it) and concatenates the parts with a UDH; delivery
// receipts and mobile-originated messages arrive as deliver_sm on the same session and are handed to the module.
import crypto from 'node:crypto';
import smpp, { type Pdu, type Session } from 'smpp';
import { smsParts } from '@ulak/shared';
import { ForbiddenAddressError, resolveTarget, type AddressPolicy } from '../../net/address-policy.js';
import type { Secrets, Settings } from './adapters.js';
import { ProviderError } from './provider-http.js';

/** A delivery receipt: the SMSC's id of the part it reports on, its outcome, the reason of a failure. */
export type SmppReceipt = { messageId: string; status: 'sent' | 'delivered' | 'failed'; error: string | null };
/** A mobile-originated message, reassembled when it came in parts. */
export type SmppInbound = { externalId: string; from: string; text: string };
/** What the module does with traffic from the SMSC; `receipt` answers 'unknown' when no sent part has that id (yet). */
export type SmppHandlers = {
  receipt: (workspaceId: string, r: SmppReceipt) => Promise<'unknown' | 'duplicate' | 'applied'>;
  inbound: (workspaceId: string, m: SmppInbound) => Promise<void>;
  /** The session went down and could not be bound again (reason: a message code), or is bound again (null). */
  state: (workspaceId: string, reason: string | null) => Promise<void>;
};
export type SmppOptions = SmppHandlers & {
  policy: AddressPolicy;
  timeoutMs: number;
  enquireLinkMs: number;
  reconnect: { baseMs: number; maxMs: number };
  /** Waits before a receipt for an id not known yet is tried again (it can overtake the submit_sm_resp's write). */
  receiptRetryMs: number[];
  /** The workspace's SMPP settings now (a reconnect binds with what is configured then; undefined: not SMPP any more). */
  load: (workspaceId: string) => Promise<{ settings: Settings; secrets: Secrets } | undefined>;
};
/** Where a message's parts stand: kept across the retries of one send, so an accepted part is never submitted twice. */
export type SmppSendState = { ids: string[]; ref: number };

const NAMES = new Map(Object.entries(smpp.errors).map(([name, code]) => [code, name]));
const esmeName = (status: number) => `${NAMES.get(status) ?? 'ESME_UNKNOWN'} (0x${status.toString(16).padStart(8, '0')})`;
const unreachable = () => new ProviderError('CHANNEL_SMPP_UNREACHABLE', undefined, true);
const timeout = () => new ProviderError('CHANNEL_SMPP_TIMEOUT', undefined, true);
const THROTTLED = new Set([smpp.errors.ESME_RTHROTTLED, smpp.errors.ESME_RMSGQFUL]);
/** esm_class bits 2–5: 0x04 is an SMSC delivery receipt (SMPP 3.4 §5.2.12). */
const isReceipt = (esm: number) => (esm & 0x3c) === 0x04;
const UDHI = 0x40;

// submitError turns a submit_sm_resp's status into the error of that message (throttling is retried).
function submitError(status: number): ProviderError {
  if (THROTTLED.has(status)) return new ProviderError('CHANNEL_SMPP_THROTTLED', undefined, true, false, true);
  if (status === smpp.errors.ESME_RSYSERR) return new ProviderError(esmeName(status), undefined, true);
  return new ProviderError(esmeName(status), undefined, false, false, true);
}

// call sends one request on a session and resolves with its response, or fails on timeout or when the session closes.
function call(session: Session, command: 'bind_transceiver' | 'submit_sm' | 'unbind', options: Record<string, unknown>, timeoutMs: number): Promise<Pdu> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      session.off('close', onClose);
    };
    const onClose = () => {
      done();
      reject(unreachable());
    };
    const timer = setTimeout(() => {
      done();
      reject(timeout());
    }, timeoutMs);
    session.once('close', onClose);
    const sent = session[command](options, (pdu) => {
      done();
      resolve(pdu);
    });
    if (!sent) onClose();
  });
}

// sourceAddress gives the TON/NPI of a sender: an E.164 number is international/ISDN, anything else alphanumeric.
function sourceAddress(from: string) {
  return /^\+\d+$/.test(from)
    ? { source_addr_ton: 1, source_addr_npi: 1, source_addr: from.slice(1) }
    : { source_addr_ton: 5, source_addr_npi: 0, source_addr: from };
}

// submitOptions builds the submit_sm of one part: GSM 03.38 septets (one an octet) or UCS-2, a concatenation UDH
// (IEI 0x00, 8-bit reference) when the message has several parts, and a delivery receipt asked for.
export function submitOptions(s: Settings, to: string, text: string, ref: number) {
  const { encoding, parts } = smsParts(text);
  const ucs2 = encoding === 'UCS-2';
  return parts.map((part, i) => {
    const body = ucs2 ? smpp.encodings.UCS2.encode(part) : smpp.encodings.ASCII.encode(part);
    const udh = parts.length > 1 ? Buffer.from([0x05, 0x00, 0x03, ref, parts.length, i + 1]) : Buffer.alloc(0);
    return {
      service_type: '',
      ...sourceAddress(s.from),
      dest_addr_ton: 1,
      dest_addr_npi: 1,
      destination_addr: to.replace(/^\+/, ''),
      esm_class: parts.length > 1 ? UDHI : 0,
      registered_delivery: 1,
      data_coding: ucs2 ? 0x08 : 0x00,
      short_message: Buffer.concat([udh, body]),
    };
  });
}

const RECEIPT_STATES: Record<string, SmppReceipt['status']> = {
  DELIVRD: 'delivered',
  ACCEPTD: 'sent',
  ENROUTE: 'sent',
  UNDELIV: 'failed',
  EXPIRED: 'failed',
  DELETED: 'failed',
  REJECTD: 'failed',
  UNKNOWN: 'failed',
};
/** message_state TLV values (SMPP 3.4 §5.2.28) by their receipt stat: names. */
const MESSAGE_STATES = ['SCHEDULED', 'ENROUTE', 'DELIVRD', 'EXPIRED', 'DELETED', 'UNDELIV', 'ACCEPTD', 'UNKNOWN', 'REJECTD'];

// textOf is the decoded text of a deliver_sm (short_message, or the message_payload TLV when it is empty).
function textOf(pdu: Pdu): { text: string; udh: Buffer[] } {
  const read = (v: unknown) => {
    const m = (v as { message?: unknown; udh?: Buffer[] } | undefined) ?? {};
    return { text: typeof m.message === 'string' ? m.message : Buffer.isBuffer(m.message) ? m.message.toString('latin1') : '', udh: m.udh ?? [] };
  };
  const short = read(pdu.short_message);
  return short.text || !pdu.message_payload ? short : read(pdu.message_payload);
}

// parseReceipt reads a delivery receipt: the receipted_message_id and message_state TLVs when present, else the
// receipt text ("id:… sub:… dlvrd:… submit date:… done date:… stat:DELIVRD err:000 text:…", SMPP 3.4 Appendix B).
export function parseReceipt(pdu: Pdu): SmppReceipt | undefined {
  const { text } = textOf(pdu);
  const fields: Record<string, string> = {};
  for (const m of text.matchAll(/\b(id|stat|err):(\S*)/gi)) fields[m[1].toLowerCase()] ??= m[2];
  const id = typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id ? pdu.receipted_message_id : fields.id;
  const state = typeof pdu.message_state === 'number' ? MESSAGE_STATES[pdu.message_state] : undefined;
  const stat = (fields.stat ?? state ?? '').toUpperCase();
  const status = RECEIPT_STATES[stat];
  if (!id || !status) return undefined;
  return { messageId: id, status, error: status === 'failed' ? `${stat}${fields.err ? ` (err:${fields.err})` : ''}` : null };
}

/** Parts of concatenated mobile-originated messages waiting for the rest (per SMSC reference), dropped after 10 minutes. */
type Pending = { parts: Map<number, string>; total: number; at: number };
const PENDING_TTL_MS = 10 * 60_000;

// concatInfo reads a concatenation UDH element (8-bit reference IEI 0x00, or 16-bit IEI 0x08).
function concatInfo(udh: Buffer[]): { ref: number; total: number; seq: number } | undefined {
  for (const ie of udh) {
    if (ie[0] === 0x00 && ie[1] === 3) return { ref: ie[2], total: ie[3], seq: ie[4] };
    if (ie[0] === 0x08 && ie[1] === 4) return { ref: ie.readUInt16BE(2), total: ie[4], seq: ie[5] };
  }
  return undefined;
}

const keyOf = (s: Settings, k: Secrets) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([s.host, s.port, s.systemId, s.systemType ?? '', k.password ?? '']))
    .digest('hex');

// bindSession connects to the configured SMSC (its address checked against the policy) and binds as a transceiver.
async function bindSession(o: Pick<SmppOptions, 'policy' | 'timeoutMs' | 'enquireLinkMs'>, s: Settings, k: Secrets): Promise<Session> {
  let address: string;
  try {
    address = (await resolveTarget(s.host, o.policy)).address;
  } catch (err) {
    if (err instanceof ForbiddenAddressError) throw new ProviderError(`address not allowed (${err.range})`, undefined, false, true);
    throw unreachable();
  }
  const session = smpp.connect({ host: address, port: Number(s.port) || 2775, auto_enquire_link_period: o.enquireLinkMs });
  session.setMaxListeners(0);
  // a socket error is followed by 'close', which is what the callers wait on
  session.on('error', () => undefined);
  try {
    const resp = await call(
      session,
      'bind_transceiver',
      { system_id: s.systemId, password: k.password ?? '', system_type: s.systemType ?? '', interface_version: 0x34 },
      o.timeoutMs,
    );
    if (resp.command_status !== 0) throw new ProviderError('CHANNEL_SMPP_BIND_REFUSED', undefined, false);
    return session;
  } catch (err) {
    session.destroy();
    throw err;
  }
}

// unbindSession says goodbye (unbind, then its response or a short wait) and closes the socket.
async function unbindSession(session: Session, timeoutMs: number): Promise<void> {
  await call(session, 'unbind', {}, Math.min(timeoutMs, 2000)).catch(() => undefined);
  await new Promise<void>((resolve) => {
    if (session.socket.destroyed) return resolve();
    session.close(() => resolve());
    setTimeout(() => {
      session.destroy();
      resolve();
    }, 1000).unref();
  });
}

/** The bound session of one workspace. */
type Link = {
  key: string;
  session?: Session;
  binding?: Promise<Session>;
  timer?: NodeJS.Timeout;
  attempts: number;
  /** While a reconnect waits its turn, sends fail at once with the last error instead of connecting themselves. */
  lastError?: ProviderError;
  reported: boolean;
  closed: boolean;
};

// smppPool holds one bound session per workspace and routes what the SMSCs deliver to the module's handlers.
export function smppPool(o: SmppOptions) {
  const links = new Map<string, Link>();
  const pending = new Map<string, Pending>();
  const waits = new Set<NodeJS.Timeout>();
  let closing = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        waits.delete(t);
        resolve();
      }, ms);
      waits.add(t);
    });

  // onReceipt applies a receipt; one for an id not written yet is tried again a few times before it is answered.
  async function onReceipt(workspaceId: string, r: SmppReceipt) {
    for (const wait of [0, ...o.receiptRetryMs]) {
      if (wait) await sleep(wait);
      if (closing) return;
      if ((await o.receipt(workspaceId, r)) !== 'unknown') return;
    }
  }

  // onInbound reassembles a concatenated message (answering each part) and hands complete messages over.
  async function onInbound(workspaceId: string, session: Session, pdu: Pdu) {
    const { text, udh } = textOf(pdu);
    const ton = Number(pdu.source_addr_ton ?? 0);
    const source = String(pdu.source_addr ?? '');
    const from = ton === 1 && /^\d+$/.test(source) ? `+${source}` : source;
    const concat = concatInfo(udh);
    let full = text;
    if (concat && concat.total > 1) {
      const now = Date.now();
      for (const [k, p] of pending) if (now - p.at > PENDING_TTL_MS) pending.delete(k);
      const key = `${workspaceId}:${from}:${concat.ref}:${concat.total}`;
      const entry = pending.get(key) ?? { parts: new Map(), total: concat.total, at: now };
      entry.parts.set(concat.seq, text);
      pending.set(key, entry);
      if (entry.parts.size < entry.total) return;
      pending.delete(key);
      full = Array.from({ length: entry.total }, (_, i) => entry.parts.get(i + 1) ?? '').join('');
    }
    // a deliver_sm resent on this session (its response was lost) has the same sequence number and content
    const externalId =
      'smpp:' +
      crypto
        .createHash('sha256')
        .update(JSON.stringify([sessionTag(session), pdu.sequence_number, from, pdu.destination_addr, full]))
        .digest('hex')
        .slice(0, 40);
    await o.inbound(workspaceId, { externalId, from, text: full });
  }

  const tags = new WeakMap<Session, string>();
  const sessionTag = (s: Session) => {
    let tag = tags.get(s);
    if (!tag) tags.set(s, (tag = crypto.randomBytes(8).toString('hex')));
    return tag;
  };

  // watch answers what the SMSC sends on a bound session and reconnects when the session drops.
  function watch(workspaceId: string, link: Link, session: Session) {
    session.on('deliver_sm', (pdu: Pdu) => {
      const esm = Number(pdu.esm_class ?? 0);
      const receipt = isReceipt(esm) ? parseReceipt(pdu) : undefined;
      const work = isReceipt(esm) ? (receipt ? onReceipt(workspaceId, receipt) : Promise.resolve()) : onInbound(workspaceId, session, pdu);
      // answered once handled, so a failure to store it (ESME_RX_T_APPN: temporary) makes the SMSC deliver it again
      work.then(
        () => session.send(pdu.response()),
        () => session.send(pdu.response({ command_status: smpp.errors.ESME_RX_T_APPN })),
      );
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
    session.on('unbind', (pdu: Pdu) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('close', () => {
      if (link.session === session) link.session = undefined;
      if (!link.closed && !closing) schedule(workspaceId, link);
    });
  }

  // schedule binds a dropped session again after a back-off that doubles up to the maximum.
  function schedule(workspaceId: string, link: Link) {
    if (link.timer || link.closed || closing) return;
    const delay = Math.min(o.reconnect.baseMs * 2 ** link.attempts, o.reconnect.maxMs);
    link.attempts += 1;
    link.timer = setTimeout(() => {
      link.timer = undefined;
      void (async () => {
        const cfg = await o.load(workspaceId).catch(() => undefined);
        if (!cfg || keyOf(cfg.settings, cfg.secrets) !== link.key) {
          // disconnected or reconfigured meanwhile: this link is done (a new one binds with the new settings)
          link.closed = true;
          if (links.get(workspaceId) === link) links.delete(workspaceId);
          if (cfg) await ensure(workspaceId, cfg.settings, cfg.secrets).catch(() => undefined);
          return;
        }
        await ready(workspaceId, link, cfg.settings, cfg.secrets, true).catch(() => undefined);
      })();
    }, delay);
    link.timer.unref();
  }

  // ready returns the link's bound session, binding it when needed.
  async function ready(workspaceId: string, link: Link, s: Settings, k: Secrets, reconnecting = false): Promise<Session> {
    if (link.session) return link.session;
    if (link.binding) return link.binding;
    if (link.timer && link.lastError && !reconnecting) throw link.lastError;
    link.binding = (async () => {
      try {
        const session = await bindSession(o, s, k);
        if (link.closed || closing) {
          await unbindSession(session, o.timeoutMs);
          throw unreachable();
        }
        link.session = session;
        link.attempts = 0;
        link.lastError = undefined;
        watch(workspaceId, link, session);
        if (link.reported) {
          link.reported = false;
          await o.state(workspaceId, null).catch(() => undefined);
        }
        return session;
      } catch (err) {
        const e = err instanceof ProviderError ? err : unreachable();
        link.lastError = e;
        if (!link.closed && !closing) {
          // a refused bind stays refused until the settings change: no reconnect loop against wrong credentials
          if (e.message !== 'CHANNEL_SMPP_BIND_REFUSED') schedule(workspaceId, link);
          if (reconnecting && !link.reported) {
            link.reported = true;
            await o.state(workspaceId, e.message).catch(() => undefined);
          }
        }
        throw e;
      } finally {
        link.binding = undefined;
      }
    })();
    return link.binding;
  }

  // linkFor returns the workspace's link for these settings, replacing (unbinding) one made with other settings.
  function linkFor(workspaceId: string, s: Settings, k: Secrets): Link {
    const key = keyOf(s, k);
    const current = links.get(workspaceId);
    if (current && current.key === key && !current.closed) return current;
    if (current) void retire(current);
    const link: Link = { key, attempts: 0, reported: false, closed: false };
    links.set(workspaceId, link);
    return link;
  }

  async function retire(link: Link) {
    link.closed = true;
    if (link.timer) clearTimeout(link.timer);
    link.timer = undefined;
    const session = link.session ?? (await link.binding?.catch(() => undefined));
    link.session = undefined;
    if (session) await unbindSession(session, o.timeoutMs);
  }

  async function ensure(workspaceId: string, s: Settings, k: Secrets): Promise<void> {
    if (closing) return;
    await ready(workspaceId, linkFor(workspaceId, s, k), s, k);
  }

  return {
    /** Binds the workspace's session now (at start, after a configuration change) so receipts and MO messages arrive. */
    ensure,

    /** Submits a message (its parts, each once across retries) and returns the first part's id, the count and every part's id. */
    async send(workspaceId: string, s: Settings, k: Secrets, to: string, text: string, state: SmppSendState) {
      const link = linkFor(workspaceId, s, k);
      const parts = submitOptions(s, to, text, state.ref);
      for (let i = state.ids.length; i < parts.length; i++) {
        const session = await ready(workspaceId, link, s, k);
        const resp = await call(session, 'submit_sm', parts[i], o.timeoutMs);
        if (resp.command_status !== 0) throw submitError(resp.command_status);
        state.ids.push(String(resp.message_id ?? ''));
      }
      return { providerId: state.ids[0], segments: parts.length, parts: [...state.ids] };
    },

    /** The "test connection" of SMPP: a separate bind_transceiver, then unbind. */
    async test(s: Settings, k: Secrets): Promise<Record<string, string>> {
      const session = await bindSession(o, s, k);
      await unbindSession(session, o.timeoutMs);
      return {};
    },

    /** Unbinds and forgets a workspace's session (disconnected, or no longer SMPP). */
    async drop(workspaceId: string) {
      const link = links.get(workspaceId);
      links.delete(workspaceId);
      if (link) await retire(link);
    },

    /** Module close: every session unbound, every timer stopped. */
    async close() {
      closing = true;
      for (const t of waits) clearTimeout(t);
      waits.clear();
      const all = [...links.values()];
      links.clear();
      await Promise.all(all.map(retire));
    },

    /** A fresh send state (a random concatenation reference shared by the parts). */
    newState: (): SmppSendState => ({ ids: [], ref: crypto.randomInt(256) }),
  };
}
export type SmppPool = ReturnType<typeof smppPool>;
