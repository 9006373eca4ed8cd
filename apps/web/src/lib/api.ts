// The one HTTP client of the web app: JSON in and out, bearer token, Accept-Language, typed errors.
import type { ApiError } from '@ulak/shared';
import { STORAGE_KEYS } from '@ulak/shared/i18n';
import { i18n } from '../i18n';

/** A validation detail of an error body (apiErrorSchema), as far as the client reads it. */
export type ApiErrorDetail = Pick<NonNullable<ApiError['details']>[number], 'path' | 'message'>;

/** A 4xx/5xx answer of the API, carrying the server's translated text and stable code. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** The `error` field of the body (human text in the request language), when present. */
  readonly serverError: string | undefined;
  /** The `message` field of the body, when present. */
  readonly serverMessage: string | undefined;
  readonly details: ApiErrorDetail[];

  constructor(status: number, body: unknown) {
    const parsed = parseErrorBody(body);
    super(parsed.error ?? parsed.message ?? `HTTP ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = parsed.code;
    this.serverError = parsed.error;
    this.serverMessage = parsed.message;
    this.details = parsed.details;
  }
}

/** The request never got an answer (offline, server down, CORS, aborted). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** Fired on window when an authenticated request is answered 401: the session is gone. */
export const UNAUTHORIZED_EVENT = 'ulak:unauthorized';
/** The event's detail: the error, and the token the refused request carried (the stored one may have changed since). */
export type UnauthorizedDetail = { error: ApiRequestError; token: string | null };

const SESSION_ERROR_CODES = ['UNAUTHORIZED', 'SESSION_EXPIRED'];

// isSessionError tells whether a 401 means the session is gone (not, say, a wrong current password).
function isSessionError(code: string | undefined): boolean {
  return code === undefined || SESSION_ERROR_CODES.includes(code);
}

/** The error body (apiErrorSchema) with every field checked: a field that is missing or empty is left out. */
type ParsedErrorBody = Partial<Pick<ApiError, 'error' | 'message' | 'code'>> & { details: ApiErrorDetail[] };

function parseErrorBody(body: unknown): ParsedErrorBody {
  if (!body || typeof body !== 'object') return { details: [] };
  const b = body as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
  const details = Array.isArray(b.details)
    ? b.details.flatMap((d) => {
        if (!d || typeof d !== 'object') return [];
        const item = d as Record<string, unknown>;
        const path = str(item.path);
        const message = str(item.message);
        return path && message ? [{ path, message }] : [];
      })
    : [];
  return { error: str(b.error), message: str(b.message), code: str(b.code), details };
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Overrides the stored token (used right after a third-party sign-in). */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the live-chat visitor token). */
  headers?: Record<string, string>;
};

// readToken returns the stored session token, or null.
export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

// apiRequest calls the API under /api and returns the parsed JSON; throws ApiRequestError or NetworkError.
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? readToken() : options.token;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'tr',
    ...options.headers,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const error = new ApiRequestError(response.status, data);
    if (response.status === 401 && token && isSessionError(error.code)) {
      window.dispatchEvent(new CustomEvent<UnauthorizedDetail>(UNAUTHORIZED_EVENT, { detail: { error, token } }));
    }
    throw error;
  }
  return data as T;
}

// serverErrorText picks the text to show for a failed call: the server's `error` field, else its `message`, else the fallback.
export function serverErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverError ?? error.serverMessage ?? fallback;
  return fallback;
}

// serverMessageText prefers the server's `message` field (the reset flow shows the message), else `error`, else the fallback.
export function serverMessageText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.serverError ?? fallback;
  return fallback;
}

// fieldErrors turns the server's validation details into a map of form field → message (last path segment).
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details) {
    const field = d.path.split(/[./]/).filter(Boolean).pop();
    if (field && !out[field]) out[field] = d.message;
  }
  return out;
}
