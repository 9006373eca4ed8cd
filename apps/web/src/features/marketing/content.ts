import {
  IconAddressBook,
  IconBrandWhatsapp,
  IconChartLine,
  IconCloudCheck,
  IconFileInvoice,
  IconHeadset,
  IconMail,
  IconPlugConnected,
  IconRobot,
  IconServer,
  IconShieldCheck,
  IconTags,
} from '@tabler/icons-react';

// The product's capability areas as the specification advertises them (seed 000 §1), six features each;
// texts live in i18n under features.*.
export const FEATURE_DOMAINS = [
  { key: 'email', icon: IconMail, items: ['editor', 'aiContent', 'abTests', 'segmentation', 'ipRotation', 'spamProtection'] },
  { key: 'crm', icon: IconAddressBook, items: ['funnel', 'leads', 'activityTracking', 'leadScoring', 'contactProfiles', 'tasks'] },
  { key: 'invoice', icon: IconFileInvoice, items: ['formats', 'eInvoice', 'multiCurrency', 'tax', 'reminders', 'recurring'] },
  { key: 'multichannel', icon: IconBrandWhatsapp, items: ['whatsapp', 'sms', 'push', 'slack', 'telegram', 'inbox'] },
  { key: 'automation', icon: IconRobot, items: ['workflowBuilder', 'triggers', 'drip', 'templateMarket', 'conditions', 'schedules'] },
  { key: 'analytics', icon: IconChartLine, items: ['realtime', 'forecasting', 'cohorts', 'attribution', 'export', 'campaignReports'] },
] as const;

export type FeatureDomainKey = (typeof FEATURE_DOMAINS)[number]['key'];

// Enterprise extras (seed 000 §1).
export const ENTERPRISE_FEATURES = [
  { key: 'whiteLabel', icon: IconTags },
  { key: 'dedicatedIp', icon: IconServer },
  { key: 'compliance', icon: IconShieldCheck },
  { key: 'customIntegrations', icon: IconPlugConnected },
  { key: 'prioritySupport', icon: IconHeadset },
  { key: 'uptime', icon: IconCloudCheck },
] as const;

/** The three plans the landing page features. */
export const LANDING_PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
