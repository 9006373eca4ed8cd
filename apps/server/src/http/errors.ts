// Known errors carry a stable code and an HTTP status; the error handler turns them into translated 4xx answers.
import type { Language, MessageKey } from '@ulak/shared';

/** A message placeholder's value; a function is written in the reader's language (money, counts: formatMinor, formatNumber). */
export type MessageVar = string | number | ((lang: Language) => string);

export type ErrorDetail = { path: string; message: string; code?: string };

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageKey,
    readonly vars: Record<string, MessageVar> = {},
    readonly details?: ErrorDetail[],
  ) {
    super(code);
  }
}

export const badRequest = (code: MessageKey, vars?: Record<string, string | number>) => new AppError(400, code, vars);
export const unauthorized = (code: MessageKey = 'UNAUTHORIZED') => new AppError(401, code);
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const notFound = () => new AppError(404, 'NOT_FOUND');
export const conflict = (code: MessageKey) => new AppError(409, code);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)), retryAfter: retryAfterSeconds });
