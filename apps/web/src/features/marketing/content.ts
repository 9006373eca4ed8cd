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
import type { ProductModuleKey } from '@ulak/shared/site';

// The product's capability areas as the specification advertises them (seed 000 §1), six features each, with the
// product module that delivers each area (its state comes from PRODUCT_MODULES); texts live in i18n under features.*.
export const FEATURE_DOMAINS = [
  { key: 'email', module: 'campaigns', icon: IconMail, items: ['editor', 'aiContent', 'abTests', 'segmentation', 'ipRotation', 'spamProtection'] },
  { key: 'crm', module: 'crm', icon: IconAddressBook, items: ['funnel', 'leads', 'activityTracking', 'leadScoring', 'contactProfiles', 'tasks'] },
  { key: 'invoice', module: 'invoicing', icon: IconFileInvoice, items: ['formats', 'eInvoice', 'multiCurrency', 'tax', 'reminders', 'recurring'] },
  { key: 'multichannel', module: 'multichannel', icon: IconBrandWhatsapp, items: ['whatsapp', 'sms', 'push', 'slack', 'telegram', 'inbox'] },
  { key: 'automation', module: 'automation', icon: IconRobot, items: ['workflowBuilder', 'triggers', 'drip', 'templateMarket', 'conditions', 'schedules'] },
  { key: 'analytics', module: 'analytics', icon: IconChartLine, items: ['realtime', 'forecasting', 'cohorts', 'attribution', 'export', 'campaignReports'] },
] as const satisfies readonly { key: string; module: ProductModuleKey; icon: unknown; items: readonly string[] }[];

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
