// Business rules of the channels: configuration with sealed secrets and a connection test, consent per channel, the
// WhatsApp templates of the business account, the month's usage against the plan, tracked-link clicks. Sending itself
// (rows first, then the provider) is outbound.ts.
import crypto from 'node:crypto';
import {
  CHANNEL_INTEGRATIONS,
  CHANNEL_KINDS,
  CHANNEL_SECRET_FIELDS,
  channelSettingsSchemas,
  LIMITED_CHANNELS,
  normalizePhone,
  SMS_PROVIDER_SECRETS,
  translate,
  type ChannelKind,
  type ChannelState,
  type ChannelTemplate,
  type ChannelView,
  type Integration,
  type Language,
  type MessageKey,
  type Plan,
  type WhatsAppTemplate,
} from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { SecretBox } from '../../secret-box.js';
import { adapters, vapidKeys, whatsappTemplates, type AdapterContext, type Secrets, type Settings } from './adapters.js';
import type { ChannelsRepo, ConfigRow, ContactLite } from './channels.repo.js';
import { linkTarget, parseLinkCode } from './links.js';
import { errorText, type Outbound, type SendInput } from './outbound.js';
import { usageMonth, type OutboundRepo } from './outbound.repo.js';
import { ProviderError, withRetry, type RetryPolicy } from './provider-http.js';
import type { SmppPool } from './smpp.js';

export { errorText } from './outbound.js';

export type ChannelsDeps = {
  repo: ChannelsRepo;
  box: SecretBox;
  secret: string;
  publicUrl: string;
  policy: AddressPolicy;
  retry: RetryPolicy;
  timeoutMs: number;
  contact: (workspaceId: string, id: string) => Promise<ContactLite | undefined>;
  smpp: SmppPool;
  outbound: Outbound;
  out: OutboundRepo;
  plan: (workspaceId: string) => Promise<Plan>;
  /** A configuration changed or went away (the webhooks' cached copy is dropped). */
  changed?: (channel: ChannelKind, hookToken: string) => void;
};

/** Secrets a channel cannot work without (Slack needs one of its two; SMS those of its provider). */
const REQUIRED_SECRETS: Record<ChannelKind, string[][]> = {
  sms: [],
  whatsapp: [['accessToken'], ['appSecret']],
  telegram: [['botToken']],
  slack: [['webhookUrl', 'botToken']],
  push: [],
};

const randomToken = (bytes = 18) => crypto.randomBytes(bytes).toString('base64url');
const isSmpp = (cfg: { channel: ChannelKind; settings: Settings }) => cfg.channel === 'sms' && cfg.settings.provider === 'smpp';
// secretNamesOf lists a configuration's secret fields: an SMS configuration has only its provider's.
const secretNamesOf = (channel: ChannelKind, settings: Settings): readonly string[] =>
  channel === 'sms' ? SMS_PROVIDER_SECRETS[settings.provider === 'smpp' ? 'smpp' : 'rest'] : CHANNEL_SECRET_FIELDS[channel];

// stateOf is the integration state of a channel's configuration (available when there is none).
export function stateOf(cfg: ConfigRow | undefined): ChannelState {
  if (!cfg) return 'available';
  return cfg.state === 'error' ? 'error' : 'connected';
}

// channelsService builds the channels' business rules over their repo and the secret box.
export function channelsService(d: ChannelsDeps) {
  const { repo, box } = d;
  const ctx: AdapterContext = { policy: d.policy, timeoutMs: d.timeoutMs };
  const open = (cfg: ConfigRow): Secrets => JSON.parse(box.open(cfg.secrets)) as Secrets;
  const hookBase = (channel: ChannelKind, token: string) => `${d.publicUrl}/api/channels/hooks/${channel}/${token}`;

  function endpoints(cfg: ConfigRow): ChannelView['endpoints'] {
    const base = hookBase(cfg.channel, cfg.hookToken);
    switch (cfg.channel) {
      case 'sms':
        // over SMPP, receipts and incoming messages arrive on the bound session: there is nothing to give the provider
        if (isSmpp(cfg)) return [];
        return [
          { name: 'inboundUrl', value: base },
          { name: 'statusCallbackUrl', value: `${base}/status` },
        ];
      case 'whatsapp':
        return [
          { name: 'webhookUrl', value: base },
          { name: 'verifyToken', value: cfg.settings.verifyToken ?? '' },
        ];
      case 'slack':
        return [{ name: 'eventsUrl', value: base }];
      case 'telegram':
        return [{ name: 'webhookUrl', value: base }, ...(cfg.settings.botUsername ? [{ name: 'bot', value: `https://t.me/${cfg.settings.botUsername}` }] : [])];
      case 'push':
        return [
          { name: 'script', value: `${d.publicUrl}/api/channels/push/${cfg.hookToken}/subscribe.js` },
          { name: 'serviceWorker', value: `${d.publicUrl}/api/channels/push/${cfg.hookToken}/sw.js` },
          { name: 'vapidPublicKey', value: cfg.settings.vapidPublicKey ?? '' },
        ];
    }
  }

  function view(channel: ChannelKind, cfg: ConfigRow | undefined): ChannelView {
    if (!cfg) return { channel, state: 'available', error: null, settings: {}, secretsSet: [], endpoints: [], lastTestedAt: null, updatedAt: null };
    const secrets = open(cfg);
    const settings = Object.fromEntries(Object.entries(cfg.settings).filter(([k]) => k !== 'verifyToken'));
    return {
      channel,
      state: stateOf(cfg),
      error: cfg.state === 'error' ? cfg.lastError : null,
      settings,
      secretsSet: secretNamesOf(channel, cfg.settings).filter((k) => Boolean(secrets[k])),
      endpoints: endpoints(cfg),
      lastTestedAt: cfg.lastTestedAt?.toISOString() ?? null,
      updatedAt: cfg.updatedAt.toISOString(),
    };
  }

  // runTest calls the provider's read-only check and stores connected / error with the provider's reason.
  async function runTest(cfg: ConfigRow): Promise<void> {
    const s = cfg.settings;
    const k = open(cfg);
    try {
      let extra: Record<string, string> = {};
      if (cfg.channel === 'telegram')
        extra = await adapters.telegram.test(ctx, s, k, { url: hookBase('telegram', cfg.hookToken), secret: k.webhookSecret ?? '' });
      else if (cfg.channel === 'push') {
        if (!s.vapidPublicKey || !k.vapidPrivateKey) throw new ProviderError('VAPID keys missing', undefined, false);
      } else if (isSmpp(cfg)) extra = await d.smpp.test(s, k);
      else extra = await adapters[cfg.channel].test(ctx, s, k);
      await repo.setState(cfg.workspaceId, cfg.channel, 'connected', null, true, extra);
    } catch (err) {
      await repo.setState(cfg.workspaceId, cfg.channel, 'error', errorText(err), true);
    }
  }

  async function requireConfig(workspaceId: string, channel: ChannelKind): Promise<ConfigRow> {
    const cfg = await repo.config(workspaceId, channel);
    if (!cfg) throw badRequest('CHANNEL_NOT_CONFIGURED');
    return cfg;
  }

  return {
    // list returns every channel with its configuration state (unconfigured ones as available).
    async list(workspaceId: string): Promise<ChannelView[]> {
      const configs = await repo.configs(workspaceId);
      return CHANNEL_KINDS.map((c) =>
        view(
          c,
          configs.find((x) => x.channel === c),
        ),
      );
    },

    async get(workspaceId: string, channel: ChannelKind): Promise<ChannelView> {
      return view(channel, await repo.config(workspaceId, channel));
    },

    // configure validates and stores a channel's settings (secrets sealed, kept when left out), then tests it.
    async configure(workspaceId: string, channel: ChannelKind, body: Record<string, unknown>): Promise<ChannelView> {
      const parsed = channelSettingsSchemas[channel].safeParse(body);
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        throw new AppError(400, 'CHANNEL_SETTINGS_INVALID', {}, details);
      }
      const values = parsed.data as Record<string, string | undefined>;
      const existing = await repo.config(workspaceId, channel);
      const secrets: Secrets = existing ? open(existing) : {};
      const settings: Settings = {};
      const allSecrets = CHANNEL_SECRET_FIELDS[channel] as readonly string[];
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined || value === '') continue;
        if (allSecrets.includes(key)) secrets[key] = value;
        else settings[key] = value;
      }
      // switching SMS provider forgets the other provider's secret
      const secretNames = secretNamesOf(channel, settings);
      for (const key of allSecrets) if (!secretNames.includes(key)) delete secrets[key];
      const required = channel === 'sms' ? secretNames.map((n) => [n]) : REQUIRED_SECRETS[channel];
      for (const group of required) if (!group.some((g) => secrets[g])) throw badRequest('CHANNEL_SECRET_REQUIRED');
      if (channel === 'whatsapp') settings.verifyToken = existing?.settings.verifyToken ?? randomToken();
      if (channel === 'telegram') secrets.webhookSecret ??= randomToken(24);
      if (channel === 'push') {
        if (!existing?.settings.vapidPublicKey || !secrets.vapidPrivateKey) {
          const keys = vapidKeys();
          settings.vapidPublicKey = keys.publicKey;
          secrets.vapidPrivateKey = keys.privateKey;
        } else settings.vapidPublicKey = existing.settings.vapidPublicKey;
      }
      const cfg = await repo.upsertConfig(workspaceId, channel, settings, box.seal(JSON.stringify(secrets)), existing?.hookToken ?? randomToken());
      d.changed?.(channel, cfg.hookToken);
      await runTest(cfg);
      if (channel === 'sms') {
        // the bound session follows the configuration: unbound, then bound again with the new settings when it is SMPP
        await d.smpp.drop(workspaceId);
        if (isSmpp(cfg)) void d.smpp.ensure(workspaceId, cfg.settings, secrets).catch(() => undefined);
      }
      return view(channel, await repo.config(workspaceId, channel));
    },

    async test(workspaceId: string, channel: ChannelKind): Promise<ChannelView> {
      await runTest(await requireConfig(workspaceId, channel));
      return view(channel, await repo.config(workspaceId, channel));
    },

    // disconnect removes a channel's configuration (its message log stays).
    async disconnect(workspaceId: string, channel: ChannelKind): Promise<void> {
      const cfg = await requireConfig(workspaceId, channel);
      await repo.deleteConfig(workspaceId, cfg.channel);
      d.changed?.(channel, cfg.hookToken);
      if (channel === 'sms') await d.smpp.drop(workspaceId);
    },

    async status(workspaceId: string): Promise<Record<ChannelKind, ChannelState>> {
      const configs = await repo.configs(workspaceId);
      return Object.fromEntries(CHANNEL_KINDS.map((c) => [c, stateOf(configs.find((x) => x.channel === c))])) as Record<ChannelKind, ChannelState>;
    },

    async integrations(workspaceId: string, lang: Language): Promise<Integration[]> {
      const configs = await repo.configs(workspaceId);
      return CHANNEL_INTEGRATIONS.map((i) => {
        const cfg = configs.find((x) => x.channel === i.id);
        const description = translate(`INTEGRATION_${i.id.toUpperCase()}_DESCRIPTION` as MessageKey, lang);
        return { ...i, description, status: stateOf(cfg), error: cfg?.state === 'error' ? cfg.lastError : null };
      });
    },

    /**
     * send writes the message row, then calls the provider. `strict` (the HTTP route): a caller's mistake (channel not
     * configured, no text, a malformed number typed by hand) is a 4xx that stores nothing; otherwise (the front door) it
     * is a failed / skipped row with the reason. Recipient problems (no consent, STOP, no number, the plan's monthly
     * allowance) are always skipped rows.
     */
    send: (input: SendInput, strict = false) => d.outbound.send(input, strict),

    // whatsappTemplates lists the approved templates of the workspace's WhatsApp Business Account.
    async whatsappTemplates(workspaceId: string): Promise<WhatsAppTemplate[]> {
      const cfg = await requireConfig(workspaceId, 'whatsapp');
      if (!cfg.settings.businessAccountId) throw badRequest('CHANNEL_WHATSAPP_ACCOUNT_REQUIRED');
      try {
        return await withRetry(() => whatsappTemplates(ctx, cfg.settings, open(cfg)), d.retry);
      } catch (err) {
        throw new AppError(502, 'CHANNEL_PROVIDER_ERROR', { reason: errorText(err) });
      }
    },

    // usage is this month's messages per limited channel against the workspace's plan.
    async usage(workspaceId: string) {
      const plan = await d.plan(workspaceId);
      const month = usageMonth();
      const used = await d.out.usage(workspaceId, month);
      return { plan: plan.name, month, usage: LIMITED_CHANNELS.map((channel) => ({ channel, used: used[channel] ?? 0, limit: plan.channelLimits[channel] })) };
    },

    // click counts a click on a tracked link and returns where it leads (undefined for an unknown code).
    async click(code: string): Promise<string | undefined> {
      const parsed = parseLinkCode(code);
      if (!parsed) return undefined;
      const row = await d.out.linksOf(parsed.messageId);
      const target = row ? linkTarget(row.body, (row.template as ChannelTemplate | null) ?? null, parsed.n) : undefined;
      if (target) await d.out.click(parsed.messageId);
      return target;
    },

    async messages(workspaceId: string, f: { channel?: string; status?: string; page: number; limit: number }) {
      const { total, messages } = await repo.messages(workspaceId, f);
      return { total, messages: messages.map(({ workspaceId: _w, ...m }) => m) };
    },

    // setConsent grants or revokes a contact's consent on a channel (SMS / WhatsApp at its phone number, Telegram at its linked chat).
    async setConsent(workspaceId: string, input: { contactId: string; channel: 'sms' | 'whatsapp' | 'telegram'; granted: boolean }) {
      const contact = await d.contact(workspaceId, input.contactId);
      if (!contact) throw notFound();
      let address: string | undefined;
      if (input.channel === 'telegram') {
        address = (await repo.addressesOfContact(workspaceId, contact.id)).find((a) => a.channel === 'telegram')?.address;
        if (!address) throw badRequest('CHANNEL_TELEGRAM_NOT_LINKED');
      } else {
        const cfg = await repo.config(workspaceId, input.channel);
        if (!contact.phone) throw badRequest('CHANNEL_NO_ADDRESS');
        address = normalizePhone(contact.phone, cfg?.settings.defaultCountryCode ?? '90');
        if (!address) throw badRequest('CHANNEL_INVALID_PHONE');
      }
      await repo.setConsent(workspaceId, input.channel, address, contact.id, input.granted ? 'granted' : 'revoked', 'manual');
    },

    async consents(workspaceId: string, contactId: string) {
      if (!(await d.contact(workspaceId, contactId))) throw notFound();
      return (await repo.addressesOfContact(workspaceId, contactId)).map((a) => ({
        channel: a.channel as ChannelKind,
        address: a.address,
        contactId: a.contactId,
        consent: a.consent,
        source: a.source,
        updatedAt: a.updatedAt.toISOString(),
      }));
    },

    // telegramLink is the deep link a contact opens to link its Telegram chat (t.me/<bot>?start=<signed token>).
    async telegramLink(workspaceId: string, contactId: string): Promise<string> {
      const cfg = await requireConfig(workspaceId, 'telegram');
      if (!(await d.contact(workspaceId, contactId))) throw notFound();
      if (!cfg.settings.botUsername) throw badRequest('CHANNEL_NOT_CONFIGURED');
      return `https://t.me/${cfg.settings.botUsername}?start=${linkToken(d.secret, workspaceId, contactId)}`;
    },

    async pushSnippet(workspaceId: string) {
      const cfg = await requireConfig(workspaceId, 'push');
      const script = `${d.publicUrl}/api/channels/push/${cfg.hookToken}/subscribe.js`;
      return {
        snippet: `<script src="${script}" data-service-worker="/ulak-push-sw.js" async></script>`,
        serviceWorkerUrl: `${d.publicUrl}/api/channels/push/${cfg.hookToken}/sw.js`,
        publicKey: cfg.settings.vapidPublicKey ?? '',
      };
    },
  };
}
export type ChannelsService = ReturnType<typeof channelsService>;

// linkToken signs a contact id for a Telegram /start parameter (64 characters at most, [A-Za-z0-9_-]).
export function linkToken(secret: string, workspaceId: string, contactId: string): string {
  const id = contactId.replace(/-/g, '');
  const mac = crypto.createHmac('sha256', secret).update(`telegram-link:${workspaceId}:${id}`).digest('base64url').slice(0, 22);
  return `${id}${mac}`;
}

// contactOfLinkToken returns the contact id a /start token names, or undefined when its signature is wrong.
export function contactOfLinkToken(secret: string, workspaceId: string, token: string): string | undefined {
  const id = token.slice(0, 32);
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const expected = linkToken(secret, workspaceId, id);
  if (expected.length !== token.length || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(token))) return undefined;
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}
