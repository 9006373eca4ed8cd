// Server messages of workflows, triggers, actions and runs, in both languages, keyed by stable code (merged into MESSAGES).
export const AUTOMATION_MESSAGES = {
  WORKFLOW_NOT_FOUND: { tr: 'İş akışı bulunamadı.', en: 'Workflow not found.' },
  WORKFLOW_GRAPH_INVALID: { tr: 'İş akışı yayınlanamaz: {{problems}}', en: 'The workflow cannot be published: {{problems}}' },
  WORKFLOW_REFERENCE_MISSING: {
    tr: 'Adım {{node}} bu çalışma alanında olmayan bir kayda ({{field}}) bağlı.',
    en: 'Step {{node}} points at a {{field}} that does not exist in this workspace.',
  },
  TEMPLATE_IN_USE: {
    tr: 'Bu şablon çalışan iş akışlarında kullanılıyor: {{workflows}}. Önce o adımları değiştirin ya da iş akışlarını taslağa alın.',
    en: 'This template is used by running workflows: {{workflows}}. Change those steps or turn the workflows back into drafts first.',
  },
  LIST_IN_USE: {
    tr: 'Bu liste çalışan iş akışlarında kullanılıyor: {{workflows}}. Önce o adımları değiştirin ya da iş akışlarını taslağa alın.',
    en: 'This list is used by running workflows: {{workflows}}. Change those steps or turn the workflows back into drafts first.',
  },
  WORKFLOW_CONCURRENT_LIMIT: { tr: 'En fazla {{limit}} iş akışı aynı anda çalışabilir.', en: 'At most {{limit}} workflows can be active at the same time.' },
  WORKFLOW_NOT_MANUAL: {
    tr: 'Bu iş akışı elle kayıt kabul etmiyor ya da yayında değil.',
    en: 'This workflow is not published or does not accept manual enrolment.',
  },
  WORKFLOW_IN_USE: { tr: 'Bu kayıt etkin iş akışlarında kullanılıyor: {{names}}', en: 'This record is used by active workflows: {{names}}' },
  AUTOMATION_EVENT_KEY_INVALID: { tr: 'Geçersiz veya eksik API anahtarı.', en: 'Missing or invalid API key.' },
  AUTOMATION_EVENT_NO_CONTACT: {
    tr: 'Olayda kişi bilgisi yok (email veya contactId gerekli).',
    en: 'The event names no contact (email or contactId is required).',
  },
  AUTOMATION_EVENT_CONTACT_UNKNOWN: { tr: 'Olaydaki kişi bu çalışma alanında bulunamadı.', en: 'The event’s contact does not exist in this workspace.' },
  WORKFLOW_COPY_NAME: { tr: '{{name}} (kopya)', en: '{{name}} (copy)' },
  AUTOMATION_CHANNEL_NOT_CONFIGURED: { tr: '{{channel}} kanalı yapılandırılmamış.', en: 'The {{channel}} channel is not configured.' },
  AUTOMATION_EMAIL_PLAN_LIMIT: {
    tr: 'Planın aylık e-posta limiti doldu; bu e-posta gönderilmedi.',
    en: "The plan's monthly email limit is reached; this email was not sent.",
  },
  AUTOMATION_EMAIL_INTERRUPTED: {
    tr: 'Gönderim sırasında sunucu durdu; iki kez gitmemesi için bu e-posta yeniden gönderilmedi.',
    en: 'The server stopped while this email was being sent; it was not sent again, so that it cannot arrive twice.',
  },
  AUTOMATION_WHATSAPP_PARAM_EMPTY: {
    tr: 'WhatsApp şablonunun {{n}}. parametresi bu kişi için boş kaldı; mesaj gönderilmedi.',
    en: 'Parameter {{n}} of the WhatsApp template came out empty for this contact; the message was not sent.',
  },
} as const satisfies Record<string, { tr: string; en: string }>;
