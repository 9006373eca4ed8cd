import { ApiRequestError } from '../../../../lib/api';

// serverFormErrors turns a 400's details into form errors keyed by the form path ("body.lines.0.quantity" →
// "lines.0.quantity"), keeping the server's translated message.
export function serverFormErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details) {
    const path = d.path.replace(/^(body|querystring|params)\.?/, '');
    if (path && !out[path]) out[path] = d.message;
  }
  return out;
}
