import { IconAlertOctagon, IconMessages, IconMailOpened, IconWorldCog } from '@tabler/icons-react';
import './adminSiteI18n';

// The admin section's links to the public-site operation screens (labels under adminSite.nav).
export const ADMIN_SITE_NAV = [
  { to: '/admin/inquiries', key: 'inquiries', icon: IconMailOpened },
  { to: '/admin/incidents', key: 'incidents', icon: IconAlertOctagon },
  { to: '/admin/chat', key: 'chat', icon: IconMessages },
  { to: '/admin/site-settings', key: 'siteSettings', icon: IconWorldCog },
] as const;
