// Test support of the channels tests: an app listening on a real loopback port (providers call its webhooks back),
// with private channel endpoints allowed so adapters can reach the stand-ins on 127.0.0.1.
import net from 'node:net';
import { PLANS } from '@ulak/shared';
import { loadSecret } from '../../secret.js';
import { deriveSecretBox } from '../../secret-box.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { campaignsRepo } from './campaigns.repo.js';
import { channelsRepo } from './channels.repo.js';
import { outbound } from './outbound.js';
import { outboundRepo } from './outbound.repo.js';

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

// campaignDepsFor builds, for a test that runs its own campaigns service (a fixed clock, its own quiet hours), the
// send pipeline the module builds, over the test app's database and secret.
export async function campaignDepsFor(t: ChannelsTestApp) {
  const box = await deriveSecretBox(loadSecret(t.ctx.config.secret, t.ctx.config.dataDir));
  const repo = channelsRepo(t.ctx.database);
  const pipeline = outbound({
    repo,
    out: outboundRepo(t.ctx.database),
    box,
    publicUrl: t.base,
    policy: { allowPrivate: true },
    retry: { attempts: 3, baseDelayMs: 50 },
    timeoutMs: 2000,
    smpp: undefined as never,
    plan: async () => PLANS[PLANS.length - 1],
    reclaimAfterS: 120,
  });
  return {
    repo: campaignsRepo(t.ctx.database),
    contacts: () => t.ctx.services.contacts,
    outbound: pipeline,
    config: (workspaceId: string, channel: 'sms' | 'whatsapp' | 'push') => repo.config(workspaceId, channel),
    allowance: async () => ({ plan: 'Platinum', used: 0, limit: 1_000_000 }),
    onEvent: async () => undefined,
  };
}
