// The add-server form's values and its body (seed 001 §5, §9): port and daily limit are parsed as integers and default
// to 587 and 1000; the shared mailServerInputSchema checks the body (name, SMTP host and user required).
import { MAIL_SERVER_DEFAULTS } from '@ulak/shared/campaigns';
import type { MailServerInput } from './api/serversApi';

export type ServerFormValues = {
  name: string;
  smtpHost: string;
  smtpPort: string;
  smtpUser: string;
  smtpPassword: string;
  ipAddress: string;
  dailyLimit: string;
  /** Start the IP warm-up with the server (the form's default: a new IP should not send its full limit on day 1). */
  warmup?: boolean;
};

// parseIntOr parses an integer field; an empty or non-numeric value gives the fallback.
export function parseIntOr(value: string, fallback: number): number {
  const n = parseInt(value.trim(), 10);
  return Number.isNaN(n) ? fallback : n;
}

// toServerInput is the body of POST /api/ip-rotation/servers for the form's values.
export function toServerInput(v: ServerFormValues): MailServerInput {
  return {
    name: v.name.trim(),
    smtpHost: v.smtpHost.trim(),
    smtpPort: parseIntOr(v.smtpPort, MAIL_SERVER_DEFAULTS.smtpPort),
    smtpUser: v.smtpUser.trim(),
    ...(v.smtpPassword ? { smtpPassword: v.smtpPassword } : {}),
    ipAddress: v.ipAddress.trim() || null,
    dailyLimit: parseIntOr(v.dailyLimit, MAIL_SERVER_DEFAULTS.dailyLimit),
    ...(v.warmup ? { warmup: true } : {}),
  };
}
