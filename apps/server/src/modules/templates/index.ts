// The templates module's front door: the saved templates a campaign or automation may use.
export type { TemplateRow, TemplatesRepo as TemplateStore } from './templates.repo.js';
