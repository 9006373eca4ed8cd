// CRM calls that are not plain JSON: the query string of list filters and the authenticated CSV download.
import { i18n } from '../../../i18n';
import { ApiRequestError, NetworkError, readToken, UNAUTHORIZED_EVENT } from '../../../lib/api';

// queryString turns the defined, non-empty values into a query string ("?a=1&b=2", or "").
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : '';
}

// fileNameOf reads the file name of a Content-Disposition header, else returns the fallback.
function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

// downloadFile fetches a file under /api with the bearer token and hands it to the browser as a download.
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: { 'Accept-Language': i18n.language || 'tr', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const error = new ApiRequestError(response.status, body);
    if (response.status === 401) window.dispatchEvent(new CustomEvent(UNAUTHORIZED_EVENT, { detail: error }));
    throw error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, so the download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
