// The channel benches' SMS provider: the Twilio-style stand-in of the tests (apps/server/test/stand-ins/twilio.ts) in
// its own process, so the client measured against it (Ulak, or the bare baseline client) does not share its event loop.
// A small control server on another port answers GET /status (messages, first and last arrival),
// GET /counts (messages per number), POST /reset. Prints "READY {json}" with both ports when it listens.
// Run: node --import tsx bench/lib/twilio-sink.ts
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTwilio } from '../../apps/server/test/stand-ins/twilio.ts';

// the account its clients use (bench/lib/sms-sink.ts passes SMS_ACCOUNT)
const tw = await startTwilio({ accountSid: process.env.SINK_ACCOUNT_SID, authToken: process.env.SINK_AUTH_TOKEN });
let phaseStart = 0;

// status is O(1): the benches poll it while a campaign runs (distinct numbers are counted by /counts, at the end)
const status = () => {
  const n = tw.received.length - phaseStart;
  return { messages: n, firstAt: n ? tw.received[phaseStart].at : 0, lastAt: n ? tw.received[tw.received.length - 1].at : 0 };
};

const control = http.createServer((req, res) => {
  const reply = (body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/status') return reply(status());
  if (req.url === '/counts') {
    const counts: Record<string, number> = {};
    for (const m of tw.received.slice(phaseStart)) counts[m.to] = (counts[m.to] ?? 0) + 1;
    return reply(counts);
  }
  if (req.url === '/reset' && req.method === 'POST') {
    // the array only grows: a phase starts where the last one ended (the oldest messages are dropped to bound memory)
    if (tw.received.length > 200_000) tw.received.splice(0, tw.received.length);
    phaseStart = tw.received.length;
    return reply({ ok: true });
  }
  res.writeHead(404).end();
});
control.listen(0, '127.0.0.1', () => {
  const smsPort = Number(new URL(tw.url).port);
  process.stdout.write(`READY ${JSON.stringify({ smsPort, controlPort: (control.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => {
  control.close();
  void tw.close().then(() => process.exit(0));
});
