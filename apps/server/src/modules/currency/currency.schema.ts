import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Exchange-rate snapshots based on TRY; the newest row is served. */
export const exchangeRates = pgTable('exchange_rates', {
  id: serial('id').primaryKey(),
  base: text('base').notNull().default('TRY'),
  rates: jsonb('rates').$type<Record<string, number>>().notNull(),
  source: text('source').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
