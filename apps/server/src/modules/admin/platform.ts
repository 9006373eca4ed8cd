// The settings tab: the platform's settings as the server runs with them, the one stored override (the exchange-rate
// provider's URL, in place of ULAK_RATES_URL), a rates refresh and a test message through the product's own mail.
// Everything else stays in the environment (docs/admin.md says why for each).
import { platformConfigSchema, translate, type AdminSecurity, type PlatformOverview, type PlatformConfig } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import { checkHttpTarget, type HostLookup } from '../../net/address-policy.js';
import type { AdminRepo } from './admin.repo.js';

type Actor = { id: string; email: string; ip?: string };
type Rates = { rates: () => Promise<{ source: 'provider' | 'default'; fetchedAt: string | null }>; refresh: () => Promise<boolean> };
export type PlatformDeps = {
  /** What the environment configured (ULAK_*), without secrets. */
  environment: Omit<PlatformOverview, 'exchangeRates' | 'signInProviders' | 'registrationOpen'> & { ratesUrl?: string };
  /** The platform's own mail transport. */
  mailer: { mode: 'capture' | 'relay'; send: (m: { to: string; subject: string; text: string }) => Promise<unknown> };
  /** The currency module (read at run time). */
  currency: () => Rates;
  /** The sign-in providers switched on (the oauth module, read at run time). */
  providers: () => Promise<string[]>;
  security: () => Promise<AdminSecurity>;
  /** Outbound URLs may reach private addresses (ULAK_ALLOW_PRIVATE_MAIL_SERVERS, development and tests). */
  allowPrivate: boolean;
  lookup?: HostLookup;
};

const CACHE_MS = 10_000;

// hostOf is the host of a URL (never its credentials, path or query), or null.
export function hostOf(url: string | undefined | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

// platformSettings builds the settings tab's service.
export function platformSettings(repo: AdminRepo, deps: PlatformDeps) {
  let cached: { at: number; value: PlatformConfig } | undefined;

  async function stored(): Promise<PlatformConfig> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const parsed = platformConfigSchema.safeParse({ exchangeRatesUrl: null, ...(await repo.platformConfig()) });
    cached = { at: Date.now(), value: parsed.success ? parsed.data : { exchangeRatesUrl: null } };
    return cached.value;
  }

  /** The exchange-rate provider's URL: the panel's, else ULAK_RATES_URL; undefined leaves the built-in rates. */
  async function ratesUrl(): Promise<string | undefined> {
    return (await stored()).exchangeRatesUrl ?? deps.environment.ratesUrl;
  }

  async function overview(): Promise<PlatformOverview> {
    const { ratesUrl: envRates, ...env } = deps.environment;
    const [settings, rates, providers, security] = await Promise.all([stored(), deps.currency().rates(), deps.providers(), deps.security()]);
    const url = settings.exchangeRatesUrl ?? envRates;
    return {
      ...env,
      exchangeRates: {
        configured: !!url,
        host: hostOf(url),
        source: settings.exchangeRatesUrl ? 'panel' : envRates ? 'environment' : 'default',
        ratesSource: rates.source,
        fetchedAt: rates.fetchedAt,
      },
      signInProviders: providers,
      registrationOpen: security.registrationOpen,
    };
  }

  return {
    overview,
    ratesUrl,

    /** Saves the panel's settings; a rates URL must be http(s) to a public address, and is fetched at once. */
    async save(actor: Actor, value: PlatformConfig) {
      if (value.exchangeRatesUrl) {
        const target = await checkHttpTarget(value.exchangeRatesUrl, { allowPrivate: deps.allowPrivate, lookup: deps.lookup });
        if ('problem' in target) {
          if (target.problem === 'forbidden') throw new AppError(400, 'PLATFORM_URL_FORBIDDEN', { range: target.range });
          throw new AppError(400, target.problem === 'scheme' ? 'PLATFORM_URL_SCHEME' : 'PLATFORM_URL_UNRESOLVED');
        }
      }
      await repo.savePlatformConfig(value);
      cached = { at: Date.now(), value };
      await repo.log({
        actorId: actor.id,
        actorEmail: actor.email,
        action: 'platform.update',
        ip: actor.ip,
        detail: { exchangeRatesHost: hostOf(value.exchangeRatesUrl) },
      });
      await deps
        .currency()
        .refresh()
        .catch(() => false);
      return overview();
    },

    /** Fetches the exchange rates now (the daily job does it at 03:15 UTC). */
    async refreshRates(actor: Actor) {
      const updated = await deps
        .currency()
        .refresh()
        .catch(() => false);
      const rates = await deps.currency().rates();
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'platform.ratesRefresh', ip: actor.ip, detail: { updated } });
      return { updated, ratesSource: rates.source, fetchedAt: rates.fetchedAt };
    },

    /** Sends a test message to the admin through the product's own transport and says whether it went out. */
    async testMail(actor: Actor, language: 'tr' | 'en') {
      let error: string | null = null;
      try {
        await deps.mailer.send({
          to: actor.email,
          subject: translate('PLATFORM_TEST_MAIL_SUBJECT', language),
          text: translate('PLATFORM_TEST_MAIL_TEXT', language),
        });
      } catch (err) {
        error = String((err as { code?: string }).code ?? 'SEND_FAILED').slice(0, 60);
      }
      await repo.log({ actorId: actor.id, actorEmail: actor.email, action: 'platform.testMail', target: actor.email, ip: actor.ip, detail: { error } });
      return { sent: error === null, to: actor.email, mode: deps.mailer.mode, error };
    },
  };
}

export type PlatformSettingsService = ReturnType<typeof platformSettings>;
