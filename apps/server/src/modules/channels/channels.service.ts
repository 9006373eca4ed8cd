// Business rules of the channels: configuration with sealed secrets and a connection test, sending (row first, then
// the provider, retried with back-off), consent per channel, E.164 numbers, the WhatsApp 24-hour window.
import crypto from 'node:crypto';
import {
  CHANNEL_INTEGRATIONS,
  CHANNEL_KINDS,
  CHANNEL_SECRET_FIELDS,
  channelSettingsSchemas,
  normalizePhone,
  SMS_PROVIDER_SECRETS,
  smsSegments,
  translate,
  WHATSAPP_SESSION_WINDOW_HOURS,
  type ChannelKind,
  type ChannelSendResult,
  type ChannelState,
  type ChannelView,
  type Integration,
  type Language,
  type MessageKey,
} from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import type { AddressPolicy } from '../../net/address-policy.js';
import type { SecretBox } from '../../secret-box.js';
import { adapters, pushSend, vapidKeys, type AdapterContext, type Secrets, type Settings } from './adapters.js';
import type { ChannelsRepo, ConfigRow, ContactLite } from './channels.repo.js';
import { ProviderError, withRetry, type RetryPolicy } from './provider-http.js';
import type { SmppPool } from './smpp.js';

export type SendInput = {
  workspaceId: string;
  channel: ChannelKind;
  contactId?: string;
  to?: string;
  text?: string;
  template?: { name: string; language: string; params: string[] };
  idempotencyKey?: string;
};

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

  // recipientOf finds where a message goes, or the reason it must be skipped (recipient-level problems only).
  async function recipientOf(
    cfg: ConfigRow,
    input: SendInput,
    strict: boolean,
  ): Promise<{ to: string; contactId?: string } | { skip: MessageKey; to: string }> {
    const contact = input.contactId ? await d.contact(input.workspaceId, input.contactId) : undefined;
    if (input.contactId && !contact) {
      if (strict) throw notFound();
      return { skip: 'CHANNEL_CONTACT_NOT_FOUND', to: input.to ?? '' };
    }
    const cc = cfg.settings.defaultCountryCode ?? '90';
    switch (input.channel) {
      case 'sms':
      case 'whatsapp': {
        const raw = input.to ?? contact?.phone ?? '';
        if (!raw) return { skip: 'CHANNEL_NO_ADDRESS', to: '' };
        const to = normalizePhone(raw, cc);
        if (!to) {
          if (strict && input.to) throw badRequest('CHANNEL_INVALID_PHONE');
          return { skip: 'CHANNEL_INVALID_PHONE', to: raw.slice(0, 40) };
        }
        const addr = await repo.address(input.workspaceId, input.channel, to);
        if (addr?.consent === 'revoked') return { skip: 'CHANNEL_UNSUBSCRIBED', to };
        const recentInbound = addr?.lastInboundAt && Date.now() - addr.lastInboundAt.getTime() < WHATSAPP_SESSION_WINDOW_HOURS * 3600_000;
        // a contact is reached only with consent for this channel, or as a reply to what it wrote within the window
        if (contact && addr?.consent !== 'granted' && !recentInbound) return { skip: 'CHANNEL_NO_CONSENT', to };
        if (input.channel === 'whatsapp' && !input.template && !recentInbound) return { skip: 'CHANNEL_WHATSAPP_OUTSIDE_WINDOW', to };
        return { to, contactId: contact?.id ?? addr?.contactId ?? undefined };
      }
      case 'telegram': {
        if (input.to) {
          if (!/^-?\d{1,20}$/.test(input.to)) {
            if (strict) throw badRequest('CHANNEL_TELEGRAM_NOT_LINKED');
            return { skip: 'CHANNEL_TELEGRAM_NOT_LINKED', to: input.to.slice(0, 40) };
          }
          const addr = await repo.address(input.workspaceId, 'telegram', input.to);
          if (addr?.consent === 'revoked') return { skip: 'CHANNEL_UNSUBSCRIBED', to: input.to };
          return { to: input.to, contactId: addr?.contactId ?? undefined };
        }
        const linked = (await repo.addressesOfContact(input.workspaceId, contact!.id)).find((a) => a.channel === 'telegram');
        if (!linked) return { skip: 'CHANNEL_TELEGRAM_NOT_LINKED', to: '' };
        if (linked.consent !== 'granted') return { skip: 'CHANNEL_NO_CONSENT', to: linked.address };
        return { to: linked.address, contactId: contact!.id };
      }
      case 'slack':
        return { to: input.to ?? cfg.settings.defaultChannel ?? '' };
      case 'push': {
        const subs = await repo.pushSubscriptions(input.workspaceId, contact ? { contactId: contact.id } : { id: input.to ?? '' });
        if (!subs.length) return { skip: 'CHANNEL_NO_PUSH_SUBSCRIPTION', to: input.to ?? '' };
        return { to: contact ? `contact:${contact.id}` : (input.to ?? ''), contactId: contact?.id };
      }
    }
  }

  // deliver makes the provider call(s) of a message row already written, and records the outcome.
  async function deliver(cfg: ConfigRow, messageId: string, input: SendInput, to: string, contactId: string | undefined): Promise<ChannelSendResult> {
    const s = cfg.settings;
    const k = open(cfg);
    try {
      if (input.channel === 'push') {
        const subs = await repo.pushSubscriptions(input.workspaceId, contactId ? { contactId } : { id: input.to ?? '' });
        const [first, ...rest] = (input.text ?? '').split('\n');
        const payload = JSON.stringify({ title: first, body: rest.join('\n'), messageId });
        let delivered = 0;
        let lastError: unknown;
        for (const sub of subs) {
          try {
            await withRetry(
              () => pushSend(ctx, s, k, sub, payload),
              d.retry,
              () => repo.countAttempt(messageId),
            );
            delivered += 1;
          } catch (err) {
            lastError = err;
            if (err instanceof ProviderError && err.gone) await repo.removePushSubscription(input.workspaceId, sub.id);
          }
        }
        if (!delivered) throw lastError ?? new ProviderError('no subscription', undefined, false);
        await repo.markSent(messageId, null, delivered);
      } else if (isSmpp(cfg)) {
        // one state across the retries: a part the SMSC accepted is not submitted again
        const state = d.smpp.newState();
        const out = await withRetry(
          () => d.smpp.send(cfg.workspaceId, s, k, to, input.text ?? '', state),
          d.retry,
          () => repo.countAttempt(messageId),
        );
        await repo.addParts(cfg.workspaceId, 'sms', messageId, out.parts);
        await repo.markSent(messageId, out.providerId, out.segments);
      } else {
        const statusCallback = input.channel === 'sms' ? `${hookBase('sms', cfg.hookToken)}/status` : undefined;
        const out = await withRetry(
          () => adapters[input.channel as 'sms'].send(ctx, s, k, { to, text: input.text, template: input.template, statusCallback }),
          d.retry,
          () => repo.countAttempt(messageId),
        );
        await repo.markSent(messageId, out.providerId || null, out.segments);
      }
      if (cfg.state === 'error') await repo.setState(cfg.workspaceId, cfg.channel, 'connected', null, false);
      return { messageId, status: 'sent' };
    } catch (err) {
      const reason = errorText(err);
      await repo.markFailed(messageId, reason);
      // the channel itself is broken (credentials, provider down, network) — not a bad recipient
      const p = err instanceof ProviderError ? err : undefined;
      const channelFault = p?.status === undefined ? !p?.messageLevel : p.status === 401 || p.status === 403 || p.status >= 500;
      if (channelFault) await repo.setState(cfg.workspaceId, cfg.channel, 'error', reason, false);
      return { messageId, status: 'failed', reason };
    }
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
     * is a failed / skipped row with the reason. Recipient problems (no consent, STOP, no number) are always skipped rows.
     */
    async send(input: SendInput, strict = false): Promise<ChannelSendResult> {
      if (input.idempotencyKey) {
        const prior = await repo.messageByKey(input.workspaceId, input.idempotencyKey);
        // a row left queued by a process that died before the provider answered is delivered once more (by one caller)
        if (prior?.status === 'queued' && (await repo.reclaimQueued(prior.id))) {
          const cfg = await repo.config(input.workspaceId, input.channel);
          if (cfg) return deliver(cfg, prior.id, input, prior.to, prior.contactId ?? undefined);
        }
        if (prior) return resultOf(prior);
      }
      const cfg = await repo.config(input.workspaceId, input.channel);
      let problem: MessageKey | undefined;
      if (!cfg) problem = 'CHANNEL_NOT_CONFIGURED';
      else if (!input.contactId && !input.to && input.channel !== 'slack') problem = 'CHANNEL_RECIPIENT_REQUIRED';
      else if (input.template && input.channel !== 'whatsapp') problem = 'CHANNEL_TEXT_REQUIRED';
      else if (!input.template && !input.text?.trim())
        problem = input.channel === 'whatsapp' && !input.text ? 'CHANNEL_TEMPLATE_REQUIRED' : 'CHANNEL_TEXT_REQUIRED';
      if (problem && strict) throw badRequest(problem);
      const base = { workspaceId: input.workspaceId, channel: input.channel, body: input.text, template: input.template, idempotencyKey: input.idempotencyKey };
      if (problem || !cfg) {
        const { row } = await repo.insertMessage({ ...base, contactId: undefined, to: input.to ?? '', status: 'failed', segments: 0, error: problem });
        return resultOf(row);
      }
      const target = await recipientOf(cfg, input, strict);
      const segments = input.channel === 'sms' ? smsSegments(input.text ?? '').segments : 1;
      if ('skip' in target) {
        const { row } = await repo.insertMessage({ ...base, contactId: input.contactId, to: target.to, status: 'skipped', segments: 0, error: target.skip });
        return resultOf(row);
      }
      const { row, inserted } = await repo.insertMessage({ ...base, contactId: target.contactId, to: target.to, status: 'queued', segments });
      if (!inserted) return resultOf(row);
      return deliver(cfg, row.id, input, target.to, target.contactId);
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

function resultOf(row: { id: string; status: string; error: string | null }): ChannelSendResult {
  const status = row.status === 'skipped' || row.status === 'failed' || row.status === 'queued' ? row.status : 'sent';
  return { messageId: row.id, status, ...(row.error && (status === 'skipped' || status === 'failed') ? { reason: row.error } : {}) };
}

// errorText is what a failure shows: the provider's own message, or the kind of network failure.
export function errorText(err: unknown): string {
  if (err instanceof ProviderError) return err.status ? `${err.message} [HTTP ${err.status}]` : err.message;
  return 'internal error';
}

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
