// One pub/sub for the inbox's live events: in-process listeners by topic, and across processes through PostgreSQL
// LISTEN/NOTIFY when a server database is configured (on embedded PGlite there is one process, so in-process is all).
import crypto from 'node:crypto';
import pg from 'pg';

const CHANNEL = 'ulak_inbox';
/** NOTIFY payloads must stay under 8000 bytes; a larger event travels as a reference the receiver loads itself. */
const MAX_PAYLOAD = 7000;

export type BusEvent = Record<string, unknown> & { type: string };
type Listener = (event: BusEvent) => void;
type Wire = { o: string; t: string; e?: BusEvent; ref?: { workspaceId: string; messageId: string } };

export type Bus = {
  publish: (topic: string, event: BusEvent, ref?: Wire['ref']) => void;
  subscribe: (topic: string, fn: Listener) => () => void;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

// createBus returns the inbox's pub/sub; `load` rebuilds an event that was too large for NOTIFY.
export function createBus(opts: { databaseUrl?: string; load?: (topic: string, ref: NonNullable<Wire['ref']>) => Promise<BusEvent | undefined> }): Bus {
  const origin = crypto.randomUUID();
  const topics = new Map<string, Set<Listener>>();
  let client: pg.Client | undefined;
  let closed = false;
  // one connection runs one query at a time: notifications go out in order through a chain
  let chain: Promise<unknown> = Promise.resolve();

  const deliver = (topic: string, event: BusEvent) => {
    for (const fn of topics.get(topic) ?? []) {
      try {
        fn(event);
      } catch {
        // one broken listener never stops the others
      }
    }
  };

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    let wire: Wire;
    try {
      wire = JSON.parse(msg.payload) as Wire;
    } catch {
      return;
    }
    if (wire.o === origin || !topics.has(wire.t)) return;
    if (wire.e) deliver(wire.t, wire.e);
    else if (wire.ref && opts.load)
      void opts
        .load(wire.t, wire.ref)
        .then((e) => e && deliver(wire.t, e))
        .catch(() => undefined);
  };

  async function connect() {
    if (!opts.databaseUrl || closed) return;
    const c = new pg.Client({ connectionString: opts.databaseUrl });
    c.on('notification', onNotification);
    // a dropped connection reconnects after a pause; events sent meanwhile reach only this process's listeners
    c.on('error', () => {
      if (client === c) client = undefined;
      void c.end().catch(() => undefined);
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  }

  return {
    publish(topic, event, ref) {
      deliver(topic, event);
      if (!client) return;
      let payload = JSON.stringify({ o: origin, t: topic, e: event } satisfies Wire);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        if (!ref) return;
        payload = JSON.stringify({ o: origin, t: topic, ref } satisfies Wire);
      }
      const c = client;
      chain = chain.then(() => c.query('SELECT pg_notify($1, $2)', [CHANNEL, payload])).catch(() => undefined);
    },
    subscribe(topic, fn) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) topics.delete(topic);
      };
    },
    start: connect,
    async close() {
      closed = true;
      topics.clear();
      const c = client;
      client = undefined;
      await chain;
      await c?.end().catch(() => undefined);
    },
  };
}
