// SQL for exchange-rate snapshots.
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exchangeRates } from './currency.schema.js';

export type CurrencyRepo = ReturnType<typeof currencyRepo>;

// currencyRepo reads the newest snapshot and stores new ones.
export function currencyRepo(db: Db) {
  return {
    async latest() {
      const [row] = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.fetchedAt)).limit(1);
      return row;
    },
    async insert(rates: Record<string, number>, source: string) {
      await db.insert(exchangeRates).values({ base: 'TRY', rates, source });
    },
  };
}
