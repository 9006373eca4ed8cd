// Calls under /api that are not plain JSON: list query strings and authenticated file downloads (CSV, PDF, HTML, XML).
import { i18n } from '../i18n';
import { ApiRequestError, NetworkError, readToken, UNAUTHORIZED_EVENT, type UnauthorizedDetail } from './api';

// queryString turns the defined, non-empty values into a query string ("?a=1&b=2", or "").
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : '';
}

// fileNameOf reads the file name of a Content-Disposition header, else returns the fallback.
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

export type FetchedFile = { blob: Blob; fileName: string };

// authHeaders carries the session token and the interface language, like every API call.
function authHeaders(): Record<string, string> {
  const token = readToken();
  return { 'Accept-Language': i18n.language || 'tr', ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

// send runs a fetch under /api and turns a failed answer into ApiRequestError (or NetworkError).
async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => undefined);
  const error = new ApiRequestError(response.status, body);
  if (response.status === 401) {
    const sent = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
    window.dispatchEvent(new CustomEvent<UnauthorizedDetail>(UNAUTHORIZED_EVENT, { detail: { error, token: sent } }));
  }
  throw error;
}

// uploadFile posts one file as the multipart field "file" and returns the parsed JSON answer.
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await send(path, { method: 'POST', headers: { Accept: 'application/json', ...authHeaders() }, body: form });
  return (await response.json()) as T;
}

// fetchFile fetches a file under /api with the bearer token (a plain link cannot send it) and returns it as a blob.
export async function fetchFile(path: string, fallbackName: string): Promise<FetchedFile> {
  const response = await send(path, { headers: authHeaders() });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

// saveFile hands a fetched file to the browser as a download.
export function saveFile({ blob, fileName }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// downloadFile fetches a file under /api with the bearer token and hands it to the browser as a download.
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  saveFile(await fetchFile(path, fallbackName));
}

// openFile shows a fetched file (a PDF preview, the printable page) in a new tab (the app's CSP forbids framing blob:
// URLs, so not in a modal); false when the browser blocked the pop-up.
export function openFile({ blob }: FetchedFile): boolean {
  const url = URL.createObjectURL(blob);
  // not 'noopener': with it window.open returns null and a blocked pop-up could not be told apart
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened !== null;
}
