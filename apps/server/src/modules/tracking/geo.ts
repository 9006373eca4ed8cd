// Where a hit came from: country and city of its IP address from offline databases shipped in npm packages, read
// lazily. IPv4 addresses are looked up in fast-geoip (MaxMind's GeoLite2 City data, CC BY-SA 4.0, split into small
// files of which a lookup reads only the few it needs, so it holds well under a megabyte and nothing at idle); IPv6
// addresses and anything fast-geoip does not place fall back to the currency module's country database (no city).
import { isIP } from 'node:net';
import { forbiddenRange } from '../../net/address-policy.js';
import { lookupCountry } from '../currency/index.js';

export type Place = { country: string | null; city: string | null };
type CityLookup = (ip: string) => Promise<{ country?: string; city?: string } | null>;

let cities: Promise<CityLookup | null> | undefined;
// loadCities imports the city database's reader on first use.
function loadCities(): Promise<CityLookup | null> {
  cities ??= import('fast-geoip').then(
    (mod) => {
      const m = mod as unknown as { lookup?: CityLookup; default?: { lookup?: CityLookup } };
      return m.lookup ?? m.default?.lookup ?? null;
    },
    () => null,
  );
  return cities;
}

// lookupPlace finds the country and city of an address; nulls for private, reserved or unknown addresses.
export async function lookupPlace(address: string): Promise<Place> {
  const ip = address.replace(/^::ffff:/i, '');
  // the city data places some private and reserved ranges somewhere: they are nowhere
  if (forbiddenRange(ip)) return { country: null, city: null };
  if (isIP(ip) === 4) {
    const lookup = await loadCities();
    const found = lookup ? await lookup(ip).catch(() => null) : null;
    if (found?.country) return { country: found.country, city: found.city || null };
  }
  return { country: await lookupCountry(ip).catch(() => null), city: null };
}
