// Audience calls that are not JSON in and out: a multipart upload and authenticated file downloads.
import { i18n } from '../../../i18n';
import { ApiRequestError, NetworkError, readToken, UNAUTHORIZED_EVENT } from '../../../lib/api';

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
  let body: unknown = undefined;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = new ApiRequestError(response.status, body);
  if (response.status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: error }));
  throw error;
}

// uploadFile posts one file as the multipart field "file" and returns the parsed JSON answer.
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await send(path, { method: 'POST', headers: { Accept: 'application/json', ...authHeaders() }, body: form });
  return (await response.json()) as T;
}

// fileNameOf reads the file name of a Content-Disposition header, else returns the fallback.
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

// downloadFile fetches a file with the bearer token and hands it to the browser as a download.
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await send(path, { headers: authHeaders() });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
