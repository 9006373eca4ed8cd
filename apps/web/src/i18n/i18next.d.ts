// Types the t() keys against the English tree, so a missing or misspelt key fails the type check.
import type en from './en.json';
import type audienceEn from './audience.en.json';
import type campaignsEn from './campaigns.en.json';
import type crmEn from './crm.en.json';
import type invoicingEn from './invoicing.en.json';
import type companySettingsEn from './companySettings.en.json';

// The audience screens keep their texts in audience.{tr,en}.json, merged under "audience" (and the panel's Contacts label).
type AudienceTree = { audience: typeof audienceEn; panel: { nav: { contacts: string } } };
// The campaign, template and mail-rotation screens keep theirs in campaigns.{tr,en}.json, merged under "campaigns".
type CampaignsTree = { campaigns: typeof campaignsEn };
// The CRM screens keep theirs in crm.{tr,en}.json, merged under "crm".
type CrmTree = { crm: typeof crmEn };
// The invoicing screen keeps its texts in invoicing.{tr,en}.json under "invoicing"; the company settings page adds
// companySettings.{tr,en}.json to the "companySettings" section.
type InvoicingTree = { invoicing: typeof invoicingEn; companySettings: typeof companySettingsEn };

declare module 'i18next' {
  // Module augmentation needs an interface.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & AudienceTree & CampaignsTree & CrmTree & InvoicingTree };
  }
}
