// The add-server form's values and rules (seed 001 §5, §9): name, SMTP host and user are required; port and daily
// limit are parsed as integers and default to 587 and 1000.
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
};

export type ServerFormError = 'required' | 'port' | 'dailyLimit';

// parseIntOr parses an integer field; an empty or non-numeric value gives the fallback.
export function parseIntOr(value: string, fallback: number): number {
  const n = parseInt(value.trim(), 10);
  return Number.isNaN(n) ? fallback : n;
}

// serverFormErrors lists the fields that stop the form from being sent.
export function serverFormErrors(v: ServerFormValues): Partial<Record<keyof ServerFormValues, ServerFormError>> {
  const out: Partial<Record<keyof ServerFormValues, ServerFormError>> = {};
  if (!v.name.trim()) out.name = 'required';
  if (!v.smtpHost.trim()) out.smtpHost = 'required';
  if (!v.smtpUser.trim()) out.smtpUser = 'required';
  const port = parseIntOr(v.smtpPort, MAIL_SERVER_DEFAULTS.smtpPort);
  if (port < 1 || port > 65535) out.smtpPort = 'port';
  if (parseIntOr(v.dailyLimit, MAIL_SERVER_DEFAULTS.dailyLimit) < 1) out.dailyLimit = 'dailyLimit';
  return out;
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
  };
}
