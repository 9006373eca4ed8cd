// Configuration from environment variables, validated once at start with a clear message per bad value.
import path from 'node:path';
import { z } from 'zod';
import { parseDnsServers } from './net/dns.js';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  ULAK_DATA_DIR: z.string().default('./data'),
  ULAK_PUBLIC_URL: optionalUrl(['http', 'https']),
  ULAK_SMTP_URL: optionalUrl(['smtp', 'smtps']),
  ULAK_MAIL_FROM: z.string().default('Ulak <no-reply@ulak.local>'),
  ULAK_CAPTURE_SMTP_PORT: port.default(0),
  ULAK_ADMIN_EMAIL: z.email().optional(),
  ULAK_ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  ULAK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** After a rotation: links signed with this secret are still accepted (verification only, never signing). */
  ULAK_PREVIOUS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ULAK_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  ULAK_RATES_URL: optionalUrl(['http', 'https']),
  ULAK_BOUNCE_SMTP_PORT: port.optional(),
  ULAK_BOUNCE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a domain name')
    .optional(),
  /** The unified inbox's SMTP server for email replies (reply+<token>@ULAK_INBOUND_DOMAIN); off when unset. */
  ULAK_INBOUND_SMTP_PORT: port.optional(),
  ULAK_INBOUND_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a domain name')
    .optional(),
  ULAK_PAYMENT_URL: optionalUrl(['http', 'https']),
  ULAK_PAYMENT_SECRET_KEY: z.string().optional(),
  ULAK_PAYMENT_WEBHOOK_SECRET: z.string().optional(),
  ULAK_TRUST_PROXY: z.stringbool().default(false),
  /** Lets workspaces' mail servers be on loopback or private networks (a relay on the same host or network). */
  ULAK_ALLOW_PRIVATE_MAIL_SERVERS: z.stringbool().default(false),
  ULAK_DNS_SERVERS: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      try {
        parseDnsServers(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: `must be comma-separated ip or ip:port (${(err as Error).message})` });
      }
    }),
  ULAK_WEB_DIST: z.string().optional(),
  /** Tests: keep PGlite in memory (files such as imports still go to ULAK_DATA_DIR). */
  ULAK_PGLITE_MEMORY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  captureSmtpPort: number;
  admin?: { email: string; password: string };
  secret?: string;
  previousSecret?: string;
  role: 'all' | 'api' | 'worker';
  ratesUrl?: string;
  payment: { url?: string; secretKey?: string; webhookSecret?: string };
  bounce: { smtpPort?: number; domain?: string };
  inbound: { smtpPort?: number; domain?: string };
  trustProxy: boolean;
  allowPrivateMailServers: boolean;
  /** DNS servers for the product's own lookups (sending-domain checks); empty means the system's. */
  dnsServers: string[];
  webDist?: string;
  pgliteInMemory: boolean;
  logLevel: string;
};

export class ConfigError extends Error {}

// loadConfig validates the environment and returns the typed configuration, or throws a ConfigError naming every bad variable.
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const lines = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
  if (Boolean(env.ULAK_ADMIN_EMAIL) !== Boolean(env.ULAK_ADMIN_PASSWORD)) {
    lines.push('  ULAK_ADMIN_PASSWORD: ULAK_ADMIN_EMAIL and ULAK_ADMIN_PASSWORD must be set together');
  }
  if (Boolean(env.ULAK_PAYMENT_URL) !== Boolean(env.ULAK_PAYMENT_SECRET_KEY)) {
    lines.push('  ULAK_PAYMENT_SECRET_KEY: ULAK_PAYMENT_URL and ULAK_PAYMENT_SECRET_KEY must be set together');
  }
  if (!parsed.success || lines.length > 0) throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.ULAK_DATA_DIR),
    publicUrl: (e.ULAK_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.ULAK_SMTP_URL,
    mailFrom: e.ULAK_MAIL_FROM,
    captureSmtpPort: e.ULAK_CAPTURE_SMTP_PORT,
    admin: e.ULAK_ADMIN_EMAIL && e.ULAK_ADMIN_PASSWORD ? { email: e.ULAK_ADMIN_EMAIL.toLowerCase(), password: e.ULAK_ADMIN_PASSWORD } : undefined,
    secret: e.ULAK_SECRET,
    previousSecret: e.ULAK_PREVIOUS_SECRET,
    role: e.ULAK_ROLE,
    ratesUrl: e.ULAK_RATES_URL,
    bounce: { smtpPort: e.ULAK_BOUNCE_SMTP_PORT, domain: e.ULAK_BOUNCE_DOMAIN },
    inbound: { smtpPort: e.ULAK_INBOUND_SMTP_PORT, domain: e.ULAK_INBOUND_DOMAIN },
    payment: { url: e.ULAK_PAYMENT_URL, secretKey: e.ULAK_PAYMENT_SECRET_KEY, webhookSecret: e.ULAK_PAYMENT_WEBHOOK_SECRET },
    trustProxy: e.ULAK_TRUST_PROXY,
    allowPrivateMailServers: e.ULAK_ALLOW_PRIVATE_MAIL_SERVERS,
    dnsServers: parseDnsServers(e.ULAK_DNS_SERVERS),
    webDist: e.ULAK_WEB_DIST,
    pgliteInMemory: e.ULAK_PGLITE_MEMORY,
    logLevel: e.LOG_LEVEL,
  };
}
