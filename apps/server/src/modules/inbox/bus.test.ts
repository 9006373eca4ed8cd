// The inbox bus across processes: two buses on one PostgreSQL database hear each other through LISTEN/NOTIFY
// (skipped on PGlite, where one process is all there is and in-process delivery is the whole story).
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/harness.js';
import { createBus, type BusEvent } from './bus.js';

describe('inbox bus', () => {
  it('delivers in process to the topic only', async () => {
    const bus = createBus({});
    await bus.start();
    const got: BusEvent[] = [];
    const off = bus.subscribe('ws:a', (e) => got.push(e));
    bus.subscribe('ws:b', () => got.push({ type: 'wrong' }));
    bus.publish('ws:a', { type: 'typing' });
    off();
    bus.publish('ws:a', { type: 'late' });
    expect(got).toEqual([{ type: 'typing' }]);
    await bus.close();
  });

  it.skipIf(!process.env.DATABASE_URL)('carries events between processes with LISTEN/NOTIFY, large ones by reference', async () => {
    const url = process.env.DATABASE_URL;
    const one = createBus({ databaseUrl: url });
    const two = createBus({ databaseUrl: url, load: async (_t, ref) => ({ type: 'message', loaded: ref.messageId }) });
    await Promise.all([one.start(), two.start()]);
    const heard: BusEvent[] = [];
    const own: BusEvent[] = [];
    two.subscribe('ws:x', (e) => heard.push(e));
    one.subscribe('ws:x', (e) => own.push(e));
    one.publish('ws:x', { type: 'typing', typing: true });
    one.publish('ws:x', { type: 'message', text: 'ğ'.repeat(5000) }, { workspaceId: 'w', messageId: 'm1' });
    await waitFor(async () => heard.length === 2, 5000);
    expect(heard).toEqual([
      { type: 'typing', typing: true },
      { type: 'message', loaded: 'm1' },
    ]);
    // the publisher's own listeners heard each event once, not again through NOTIFY
    await new Promise((r) => setTimeout(r, 200));
    expect(own).toHaveLength(2);
    await Promise.all([one.close(), two.close()]);
  });
});
