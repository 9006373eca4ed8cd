// Calls of the template endpoints: the workspace's templates, the starter gallery, create, update, duplicate,
// delete, and the preview rendered with sample values (HTML, fetched with the session token).
import type { EmailTemplateView, GalleryTemplateView, RequestBody, SendingAnswer, TEMPLATE_CATEGORIES, templateInputSchema } from '@ulak/shared';
import { i18n } from '../../../i18n';
import { ApiRequestError, apiRequest, NetworkError, readToken } from '../../../lib/api';

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export type EmailTemplate = EmailTemplateView;

export type GalleryTemplate = GalleryTemplateView;

export type TemplateInput = RequestBody<typeof templateInputSchema>;

const path = (id: string) => `/templates/${encodeURIComponent(id)}`;

// fetchTemplates reads the workspace's templates.
export async function fetchTemplates(): Promise<EmailTemplate[]> {
  return (await apiRequest<SendingAnswer<'templates'>>('/templates')).templates;
}

// fetchGallery reads the starter gallery in the interface language.
export async function fetchGallery(): Promise<GalleryTemplate[]> {
  return (await apiRequest<SendingAnswer<'gallery'>>('/templates/gallery')).templates;
}

// copyGalleryTemplate copies a starter into the workspace.
export async function copyGalleryTemplate(key: string): Promise<EmailTemplate> {
  return (await apiRequest<SendingAnswer<'template'>>(`/templates/gallery/${encodeURIComponent(key)}`, { method: 'POST' })).template;
}

// createTemplate saves a new template (the server compiles the MJML).
export async function createTemplate(body: TemplateInput): Promise<EmailTemplate> {
  return (await apiRequest<SendingAnswer<'template'>>('/templates', { method: 'POST', body })).template;
}

// updateTemplate saves a changed template.
export async function updateTemplate(id: string, body: TemplateInput): Promise<EmailTemplate> {
  return (await apiRequest<SendingAnswer<'template'>>(path(id), { method: 'PUT', body })).template;
}

// duplicateTemplate copies a template of the workspace.
export async function duplicateTemplate(id: string): Promise<EmailTemplate> {
  return (await apiRequest<SendingAnswer<'template'>>(`${path(id)}/duplicate`, { method: 'POST' })).template;
}

// deleteTemplate removes a template.
export function deleteTemplate(id: string): Promise<SendingAnswer<'done'>> {
  return apiRequest<SendingAnswer<'done'>>(path(id), { method: 'DELETE' });
}

// fetchTemplatePreview reads a template rendered with sample values, as HTML.
export async function fetchTemplatePreview(slug: string): Promise<string> {
  const token = readToken();
  let response: Response;
  try {
    response = await fetch(`/api${path(slug)}/preview`, {
      headers: { Accept: 'text/html', 'Accept-Language': i18n.language || 'tr', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const text = await response.text();
  if (response.ok) return text;
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  throw new ApiRequestError(response.status, body);
}
