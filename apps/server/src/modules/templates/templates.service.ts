// Templates: MJML compiled to HTML on the server, a derived text part, Liquid validated, slugs unique per workspace.
import { translate, type EmailTemplateView, type Language } from '@ulak/shared';
import { AppError, badRequest, notFound } from '../../http/errors.js';
import { galleryItem } from './gallery.js';
import { compileLiquid, compileMjml, htmlToText, messageTemplateProblem, PREVIEW_VARS, TemplateError } from './render.js';
import type { TemplateRow, TemplatesRepo } from './templates.repo.js';

export type TemplateInput = {
  name: string;
  subject: string;
  htmlContent?: string;
  mjml?: string;
  designJson?: string | null;
  templateType?: string;
  category?: TemplateRow['category'];
  language?: Language;
};

const slugify = (s: string) =>
  s
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşü]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' })[c] ?? c)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'template';

// templateView is the API shape of a template.
export function templateView(t: TemplateRow): EmailTemplateView {
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    subject: t.subject,
    category: t.category,
    templateType: t.templateType,
    htmlContent: t.htmlContent,
    content: t.htmlContent,
    textContent: t.textContent,
    mjml: t.mjml,
    designJson: t.designJson,
    language: t.language,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export type TemplatesService = ReturnType<typeof templatesService>;

// templatesService builds the template rules over a repo.
export function templatesService(
  repo: TemplatesRepo,
  deps: {
    /** Names of the running workflows that send this template (deleting it is refused while there are any). */
    usedBy?: (workspaceId: string, templateId: string) => Promise<string[]>;
  } = {},
) {
  async function uniqueSlug(workspaceId: string, name: string) {
    const base = slugify(name);
    const taken = await repo.slugsLike(workspaceId, base);
    if (!taken.has(base)) return base;
    for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
  }

  async function render(input: { htmlContent?: string; mjml?: string; subject: string }) {
    let html = input.htmlContent ?? '';
    if (input.mjml) {
      try {
        html = await compileMjml(input.mjml);
      } catch {
        throw badRequest('TEMPLATE_INVALID_MJML');
      }
    }
    if (!html.trim()) throw badRequest('TEMPLATE_EMPTY');
    const problem = messageTemplateProblem(input.subject, html);
    if (problem) throw badRequest(problem.code, { error: problem.error });
    return { htmlContent: html, textContent: htmlToText(html) };
  }

  return {
    list: async (workspaceId: string) => (await repo.list(workspaceId)).map(templateView),
    async get(workspaceId: string, idOrSlug: string) {
      const row = await repo.find(workspaceId, idOrSlug);
      if (!row) throw notFound();
      return row;
    },
    async create(workspaceId: string, input: TemplateInput) {
      const rendered = await render(input);
      const row = await repo.insert({
        workspaceId,
        name: input.name,
        slug: await uniqueSlug(workspaceId, input.name),
        subject: input.subject,
        category: input.category ?? 'newsletter',
        templateType: input.templateType ?? 'custom',
        mjml: input.mjml ?? null,
        designJson: input.designJson ?? null,
        language: input.language ?? null,
        ...rendered,
      });
      return templateView(row);
    },
    async update(workspaceId: string, id: string, input: TemplateInput) {
      const current = await repo.find(workspaceId, id);
      if (!current) throw notFound();
      const rendered = await render({
        subject: input.subject,
        htmlContent: input.htmlContent ?? (input.mjml ? undefined : current.htmlContent),
        mjml: input.mjml,
      });
      const row = await repo.update(workspaceId, current.id, {
        name: input.name,
        subject: input.subject,
        category: input.category ?? current.category,
        templateType: input.templateType ?? current.templateType,
        mjml: input.mjml ?? (input.htmlContent ? null : current.mjml),
        designJson: input.designJson === undefined ? current.designJson : input.designJson,
        ...rendered,
      });
      if (!row) throw notFound();
      return templateView(row);
    },
    async remove(workspaceId: string, id: string) {
      const workflows = (await deps.usedBy?.(workspaceId, id)) ?? [];
      if (workflows.length) throw new AppError(409, 'TEMPLATE_IN_USE', { workflows: workflows.join(', ') });
      if (!(await repo.remove(workspaceId, id))) throw notFound();
    },
    async duplicate(workspaceId: string, id: string, lang: Language) {
      const t = await repo.find(workspaceId, id);
      if (!t) throw notFound();
      const name = translate('COPY_NAME', lang, { name: t.name });
      const row = await repo.insert({ ...t, id: undefined, createdAt: undefined, updatedAt: undefined, name, slug: await uniqueSlug(workspaceId, name) });
      return templateView(row);
    },
    /** Renders a template with sample values for the preview window. */
    async preview(workspaceId: string, idOrSlug: string) {
      const t = await repo.find(workspaceId, idOrSlug);
      if (!t) throw notFound();
      try {
        return compileLiquid(t.htmlContent, 'html', 'preview')(PREVIEW_VARS);
      } catch (err) {
        if (err instanceof TemplateError)
          throw badRequest(
            err.reason === 'limit' ? 'TEMPLATE_LIMIT_EXCEEDED' : err.reason === 'partials' ? 'TEMPLATE_PARTIALS_UNAVAILABLE' : 'TEMPLATE_INVALID_LIQUID',
            { error: err.message },
          );
        throw err;
      }
    },
    async fromGallery(workspaceId: string, key: string, lang: Language) {
      const g = galleryItem(key, lang);
      if (!g) throw notFound();
      return this.create(workspaceId, { name: g.name, subject: g.subject, mjml: g.mjml, category: g.category, templateType: 'gallery', language: lang });
    },
  };
}
