// Exchange rates based on TRY (refreshed daily from a configurable provider, defaults when it fails) and country detection.
import { DEFAULT_RATES_TRY, currencyForCountry, sanitizeRates, type CurrencyAnswer } from '@ulak/shared';
import type { CurrencyRepo } from './currency.repo.js';

const FETCH_TIMEOUT_MS = 5000;

type GeoLookup = (ip: string) => { country: string } | null;
let geo: GeoLookup | undefined;

// lookupCountry finds an IP's country in the offline geoip database (loaded on first use); null for private or unknown addresses.
export async function lookupCountry(ip: string): Promise<string | null> {
  if (!geo) {
    const mod = (await import('geoip-country')) as unknown as { default?: { lookup: GeoLookup }; lookup?: GeoLookup };
    const lookup = mod.lookup ?? mod.default?.lookup;
    if (!lookup) return null;
    geo = lookup;
  }
  const clean = ip.replace(/^::ffff:/, '');
  return geo(clean)?.country ?? null;
}

export type CurrencyService = ReturnType<typeof currencyService>;

// currencyService serves the newest stored rates and refreshes them from the provider URL (read at each refresh: the
// admin panel may set it, else ULAK_RATES_URL).
export function currencyService(repo: CurrencyRepo, providerUrl: () => Promise<string | undefined>) {
  return {
    async rates(): Promise<CurrencyAnswer<'rates'>> {
      const row = await repo.latest();
      if (!row) return { base: 'TRY', rates: { ...DEFAULT_RATES_TRY }, source: 'default', fetchedAt: null };
      return {
        base: 'TRY',
        rates: sanitizeRates(row.rates),
        source: row.source === 'default' ? 'default' : 'provider',
        fetchedAt: row.fetchedAt.toISOString(),
      };
    },

    /** Fetches the provider's TRY-based map; on any failure the stored (or default) rates stay. Returns whether it updated. */
    async refresh(): Promise<boolean> {
      const ratesUrl = await providerUrl().catch(() => undefined);
      if (!ratesUrl) return false;
      try {
        const res = await fetch(ratesUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
        if (!res.ok) return false;
        const body = (await res.json()) as { rates?: Record<string, unknown>; conversion_rates?: Record<string, unknown> };
        const map = body.rates ?? body.conversion_rates;
        if (!map || typeof map !== 'object') return false;
        await repo.insert(sanitizeRates(map), 'provider');
        return true;
      } catch {
        return false;
      }
    },

    async detect(ip: string): Promise<CurrencyAnswer<'detect'>> {
      const country = await lookupCountry(ip).catch(() => null);
      return { country_code: country, currency: currencyForCountry(country) ?? null };
    },
  };
}
