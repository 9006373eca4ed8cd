// What the currency routes answer: zod schemas of their 2xx JSON bodies. The web client's types are z.infer of them;
// the server declares them.
import { z } from 'zod';

export const currencyResponses = {
  /** GET /api/currency/rates: units of each currency per 1 TRY; fetchedAt is null while the specification's defaults apply. */
  rates: z.object({
    base: z.literal('TRY'),
    rates: z.record(z.string(), z.number()),
    source: z.enum(['provider', 'default']),
    fetchedAt: z.string().nullable(),
  }),
  /** GET /api/currency/detect: the visitor's country from the client IP and its supported currency; null when unknown. */
  detect: z.object({ country_code: z.string().nullable(), currency: z.string().nullable() }),
};

/** The body of a currency answer by name. */
export type CurrencyAnswer<K extends keyof typeof currencyResponses> = z.infer<(typeof currencyResponses)[K]>;
