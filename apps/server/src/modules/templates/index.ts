// The templates module: the workspace's saved email templates and the starter gallery. Campaigns and automation read
// templates through `store`; deleting one a running workflow sends is refused.
import { defineModule } from '../module.js';
import { templatesRepo, type TemplatesRepo } from './templates.repo.js';
import { templatesService, type TemplatesService } from './templates.service.js';
import { templatesRoutes } from './templates.routes.js';

// What other modules may use besides the front door (types and pure helpers).
export { compileLiquid, escapeHtml, htmlToText, LINK_TRACKER, MAX_TEMPLATE_CHARS, messageTemplateProblem, PREVIEW_VARS, TemplateError } from './render.js';

export type { TemplateRow, TemplatesRepo as TemplateStore } from './templates.repo.js';

export type TemplatesFront = { service: TemplatesService; store: TemplatesRepo };

declare module '../module.js' {
  interface Fronts {
    templates: TemplatesFront;
  }
}

export const templatesModule = defineModule('templates', (deps) => {
  const store = templatesRepo(deps.database.db);
  const service = templatesService(store, { usedBy: async (ws, id) => (await deps.fronts.automation?.usedBy(ws, 'templateId', id)) ?? [] });
  return { front: { service, store }, routes: { authenticated: templatesRoutes } };
});
