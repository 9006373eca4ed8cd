// Types the t() keys against the English tree, so a missing or misspelt key fails the type check.
import type en from './en.json';
import type audienceEn from './audience.en.json';
import type campaignsEn from './campaigns.en.json';
import type crmEn from './crm.en.json';

// The audience screens keep their texts in audience.{tr,en}.json, merged under "audience" (and the panel's Contacts label).
type AudienceTree = { audience: typeof audienceEn; panel: { nav: { contacts: string } } };
// The campaign, template and mail-rotation screens keep theirs in campaigns.{tr,en}.json, merged under "campaigns".
type CampaignsTree = { campaigns: typeof campaignsEn };
// The CRM screens keep theirs in crm.{tr,en}.json, merged under "crm".
type CrmTree = { crm: typeof crmEn };

declare module 'i18next' {
  // Module augmentation needs an interface.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & AudienceTree & CampaignsTree & CrmTree };
  }
}
