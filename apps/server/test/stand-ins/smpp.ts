/**
 * SMPP 3.4 SMSC stand-in (the `smpp` package's createServer), for tests on loopback.
 *
 *   const sm = await startSmpp({ systemId: 'ulak', password: 'secret' });
 *   // point the adapter at sm.host / sm.port; it binds as a transceiver with system_id / password
 *   sm.binds                 // every bind attempt: { systemId, password, systemType, ok }
 *   sm.bound()               // how many sessions are bound now
 *   sm.submits               // every accepted submit_sm: { messageId, source, sourceTon, destination, dataCoding, esmClass,
 *                            //   udh: { ref, total, seq } | null, text (decoded), octets (short_message length) }
 *   sm.messages()            // the submits put back together by UDH reference: { destination, dataCoding, parts, text }
 *   await sm.receipt(id, 'DELIVRD', { err: '000' }) // a delivery receipt (deliver_sm, esm_class 0x04, receipt text
 *                            //   and the receipted_message_id / message_state TLVs) on a bound session; resolves with
 *                            //   the deliver_sm_resp's command_status
 *   await sm.mo({ from: '+905321234567', to: 'ULAK', text: 'STOP' }) // a mobile-originated message: GSM 03.38 or UCS-2,
 *                            //   in concatenated parts (UDH) when it does not fit one SMS; resolves with the last status
 *   sm.throttleNext(2)       // the next two submit_sm are answered ESME_RTHROTTLED
 *   sm.receiptAtOnce('DELIVRD') // from now on each accepted part's receipt follows its submit_sm_resp at once (null: off),
 *                            //   as fast SMSCs do: it can reach the client before the client has stored the id
 *   sm.kick()                // drops every session (the client is expected to bind again)
 *   sm.unbinds               // unbind requests received
 *   await sm.close()
 *
 * Answers like an SMSC: a bind with another system_id or password gets ESME_RINVPASWD and the connection is closed; a
 * submit_sm before a bind gets ESME_RINVBNDSTS; accepted submits get a random hexadecimal message_id.
 */
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import smpp, { type Pdu, type Session } from 'smpp';
import { smsParts } from '@ulak/shared';

export type SmppSubmit = {
  messageId: string;
  source: string;
  sourceTon: number;
  destination: string;
  dataCoding: number;
  esmClass: number;
  udh: { ref: number; total: number; seq: number } | null;
  text: string;
  octets: number;
};
export type SmppBind = { systemId: string; password: string; systemType: string; ok: boolean };

const STATES: Record<string, number> = { ENROUTE: 1, DELIVRD: 2, EXPIRED: 3, DELETED: 4, UNDELIV: 5, ACCEPTD: 6, UNKNOWN: 7, REJECTD: 8 };
const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(2, 12);

// startSmpp starts the stand-in on 127.0.0.1 (port 0).
export async function startSmpp(opts: { systemId?: string; password?: string } = {}) {
  const systemId = opts.systemId ?? 'ulak';
  const password = opts.password ?? 'secret';
  const binds: SmppBind[] = [];
  const submits: SmppSubmit[] = [];
  const bound = new Set<Session>();
  const owner = new Map<string, Session>();
  const state: { throttle: number; unbinds: number; atOnce: keyof typeof STATES | null } = { throttle: 0, unbinds: 0, atOnce: null };

  const server = smpp.createServer((session) => {
    session.on('error', () => undefined);
    session.on('close', () => bound.delete(session));
    session.on('bind_transceiver', (pdu: Pdu) => {
      const attempt = { systemId: String(pdu.system_id), password: String(pdu.password), systemType: String(pdu.system_type ?? ''), ok: false };
      attempt.ok = attempt.systemId === systemId && attempt.password === password;
      binds.push(attempt);
      if (!attempt.ok) {
        session.send(pdu.response({ command_status: smpp.errors.ESME_RINVPASWD }));
        session.close();
        return;
      }
      bound.add(session);
      session.send(pdu.response({ system_id: 'StandInSMSC' }));
    });
    session.on('submit_sm', (pdu: Pdu) => {
      if (!bound.has(session)) return session.send(pdu.response({ command_status: smpp.errors.ESME_RINVBNDSTS }));
      if (state.throttle > 0) {
        state.throttle -= 1;
        return session.send(pdu.response({ command_status: smpp.errors.ESME_RTHROTTLED }));
      }
      const sm = pdu.short_message as { message: string; udh?: Buffer[] };
      const ie = sm.udh?.find((u) => u[0] === 0x00 && u[1] === 3);
      const messageId = crypto.randomBytes(5).toString('hex');
      const udhOctets = sm.udh?.length ? 1 + sm.udh.reduce((n, u) => n + u.length, 0) : 0;
      const dataCoding = Number(pdu.data_coding);
      submits.push({
        messageId,
        source: String(pdu.source_addr),
        sourceTon: Number(pdu.source_addr_ton),
        destination: String(pdu.destination_addr),
        dataCoding,
        esmClass: Number(pdu.esm_class),
        udh: ie ? { ref: ie[2], total: ie[3], seq: ie[4] } : null,
        text: sm.message,
        octets: udhOctets + (dataCoding === 8 ? sm.message.length * 2 : smpp.encodings.ASCII.encode(sm.message).length),
      });
      owner.set(messageId, session);
      session.send(pdu.response({ message_id: messageId }));
      if (state.atOnce) void receipt(messageId, state.atOnce).catch(() => undefined);
    });
    session.on('unbind', (pdu: Pdu) => {
      state.unbinds += 1;
      bound.delete(session);
      session.send(pdu.response());
      session.close();
    });
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  // deliver sends a deliver_sm on a bound session (the one that submitted `via` when it is still bound).
  const deliver = (options: Record<string, unknown>, via?: string) =>
    new Promise<number>((resolve, reject) => {
      const preferred = via ? owner.get(via) : undefined;
      const session = preferred && bound.has(preferred) ? preferred : [...bound][0];
      if (!session) return reject(new Error('no bound session'));
      session.deliver_sm(options, (resp) => resolve(resp.command_status));
    });

  // receipt sends a delivery receipt for a submitted part on the session that submitted it.
  function receipt(messageId: string, stat: keyof typeof STATES, extra: { err?: string } = {}) {
    const s = submits.find((x) => x.messageId === messageId);
    const now = stamp(new Date());
    const text = `id:${messageId} sub:001 dlvrd:${stat === 'DELIVRD' ? '001' : '000'} submit date:${now} done date:${now} stat:${stat} err:${extra.err ?? '000'} text:${(s?.text ?? '').replace(/[^ -~]/g, '.').slice(0, 20)}`;
    return deliver(
      {
        source_addr_ton: 1,
        source_addr_npi: 1,
        source_addr: s?.destination ?? '',
        dest_addr_ton: s?.sourceTon ?? 5,
        destination_addr: s?.source ?? '',
        esm_class: 0x04,
        data_coding: 0,
        short_message: text,
        receipted_message_id: messageId,
        message_state: STATES[stat],
      },
      messageId,
    );
  }

  return {
    host: '127.0.0.1',
    port,
    binds,
    submits,
    get unbinds() {
      return state.unbinds;
    },
    bound: () => bound.size,
    throttleNext: (n: number) => {
      state.throttle = n;
    },
    /** The submits put back together: a message per UDH reference and destination (a single-part message alone). */
    messages() {
      const out: { destination: string; dataCoding: number; parts: SmppSubmit[]; text: string }[] = [];
      for (const s of submits) {
        const m = s.udh ? out.find((o) => o.destination === s.destination && o.parts[0].udh?.ref === s.udh!.ref && o.parts.length < s.udh!.total) : undefined;
        if (m) m.parts.push(s);
        else out.push({ destination: s.destination, dataCoding: s.dataCoding, parts: [s], text: '' });
      }
      for (const m of out)
        m.text = [...m.parts]
          .sort((a, b) => (a.udh?.seq ?? 0) - (b.udh?.seq ?? 0))
          .map((p) => p.text)
          .join('');
      return out;
    },
    /** Sends a delivery receipt for a submitted part. */
    receipt,
    receiptAtOnce: (stat: keyof typeof STATES | null) => {
      state.atOnce = stat;
    },
    /** Sends a mobile-originated message (in concatenated parts when it is long); resolves with the last part's status. */
    async mo(m: { from: string; to: string; text: string }) {
      const { encoding, parts } = smsParts(m.text);
      const ref = crypto.randomInt(256);
      let status = 0;
      for (const [i, part] of parts.entries()) {
        status = await deliver({
          source_addr_ton: m.from.startsWith('+') ? 1 : 5,
          source_addr_npi: m.from.startsWith('+') ? 1 : 0,
          source_addr: m.from.replace(/^\+/, ''),
          destination_addr: m.to.replace(/^\+/, ''),
          esm_class: 0,
          data_coding: encoding === 'UCS-2' ? 8 : 0,
          short_message: parts.length > 1 ? { udh: Buffer.from([0x05, 0x00, 0x03, ref, parts.length, i + 1]), message: part } : part,
        });
      }
      return status;
    },
    /** Drops every session without an unbind (a network failure or an SMSC restart). */
    kick() {
      for (const s of server.sessions) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of server.sessions) s.destroy();
        server.close(() => resolve());
      }),
  };
}
