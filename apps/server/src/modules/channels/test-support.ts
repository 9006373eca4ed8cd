// Test support of the channels tests: an app listening on a real loopback port (providers call its webhooks back),
// with private channel endpoints allowed so adapters can reach the stand-ins on 127.0.0.1.
import net from 'node:net';
import { startTestApp, type TestApp } from '../../test/harness.js';

export type ChannelsTestApp = TestApp & { base: string };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

// startChannelsApp starts the app on 127.0.0.1 with ULAK_PUBLIC_URL pointing at itself.
export async function startChannelsApp(): Promise<ChannelsTestApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ ULAK_PUBLIC_URL: base, ULAK_ALLOW_PRIVATE_MAIL_SERVERS: 'true' });
  await t.app.listen({ port, host: '127.0.0.1' });
  return Object.assign(t, { base });
}

// createContact makes a contact in the token's workspace and returns its id.
export async function createContact(t: TestApp, token: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/contacts', token, body });
  if (res.statusCode !== 201) throw new Error(`contact: ${res.statusCode} ${res.body}`);
  return res.json().contact.id as string;
}
