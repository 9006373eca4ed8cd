import {
  IconAddressBook,
  IconBuildingStore,
  IconChartBar,
  IconFileInvoice,
  IconHome,
  IconInbox,
  IconMessages,
  IconPlugConnected,
  IconRobot,
  IconSend,
  IconSettings,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';
// Registers the "Contacts" label (the audience texts live in their own translation files).
import '../../features/audience/audienceI18n';

// Side navigation of the panel (seed 001 §2) and the admin section shown to admins.
export const PANEL_NAV = [
  { to: '/app/dashboard', key: 'dashboard', icon: IconHome },
  { to: '/app/campaigns', key: 'campaigns', icon: IconSend },
  { to: '/app/contacts', key: 'contacts', icon: IconUsers },
  { to: '/app/crm', key: 'crm', icon: IconAddressBook },
  { to: '/app/invoices', key: 'invoices', icon: IconFileInvoice },
  { to: '/app/inbox', key: 'inbox', icon: IconMessages },
  { to: '/app/channels', key: 'channels', icon: IconPlugConnected },
  { to: '/app/automation', key: 'automation', icon: IconRobot },
  { to: '/app/analytics', key: 'analytics', icon: IconChartBar },
  { to: '/app/settings', key: 'settings', icon: IconSettings },
  { to: '/app/white-label', key: 'whiteLabel', icon: IconBuildingStore },
] as const;

export const ADMIN_NAV = [
  { to: '/admin/dashboard', key: 'adminDashboard', icon: IconShieldLock },
  { to: '/admin/mailbox', key: 'mailbox', icon: IconInbox },
] as const;
