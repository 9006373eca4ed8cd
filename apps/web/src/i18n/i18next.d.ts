// Types the t() keys against the English tree, so a missing or misspelt key fails the type check.
import type en from './en.json';
import type audienceEn from './audience.en.json';
import type campaignsEn from './campaigns.en.json';
import type crmEn from './crm.en.json';
import type invoicingEn from './invoicing.en.json';
import type companySettingsEn from './companySettings.en.json';
import type whiteLabelEn from './whiteLabel.en.json';
import type adminEn from './admin.en.json';
import type settingsEn from './settings.en.json';
import type oauthEn from './oauth.en.json';
import type analyticsEn from './analytics.en.json';
import type automationEn from './automation.en.json';
import type inboxEn from './inbox.en.json';
import type channelsEn from './channels.en.json';
import type webhooksEn from './webhooks.en.json';

// The audience screens keep their texts in audience.{tr,en}.json, merged under "audience" (and the panel's Contacts label).
type AudienceTree = { audience: typeof audienceEn; panel: { nav: { contacts: string } } };
// The campaign, template and mail-rotation screens keep theirs in campaigns.{tr,en}.json, merged under "campaigns".
type CampaignsTree = { campaigns: typeof campaignsEn };
// The CRM screens keep theirs in crm.{tr,en}.json, merged under "crm".
type CrmTree = { crm: typeof crmEn };
// The invoicing screen keeps its texts in invoicing.{tr,en}.json under "invoicing"; the company settings page adds
// companySettings.{tr,en}.json to the "companySettings" section.
type InvoicingTree = { invoicing: typeof invoicingEn; companySettings: typeof companySettingsEn };

// Each plugin module's screens keep their texts in <module>.{tr,en}.json under the module's key
// (features/<module>/i18n.ts adds them when its page loads).
type ModuleTrees = {
  channels: typeof channelsEn;
  inbox: typeof inboxEn;
  automation: typeof automationEn;
  analytics: typeof analyticsEn;
  oauth: typeof oauthEn;
  settings: typeof settingsEn;
  admin: typeof adminEn;
  whiteLabel: typeof whiteLabelEn;
  webhooks: typeof webhooksEn;
};

declare module 'i18next' {
  // Module augmentation needs an interface.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & AudienceTree & CampaignsTree & CrmTree & InvoicingTree & ModuleTrees };
  }
}
