import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import {
  IconBan,
  IconCash,
  IconCheck,
  IconCode,
  IconDots,
  IconEdit,
  IconEye,
  IconFileTypePdf,
  IconLink,
  IconMail,
  IconPrinter,
  IconReceiptRefund,
  IconRepeat,
  IconTrash,
  IconFileCode,
  IconFileCertificate,
  IconFileSearch,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from '../../api/invoicesApi';
import { useGibSettingsQuery } from '../../hooks/useGibSettingsQuery';
import { availableActions, type InvoiceAction } from './invoiceActions';

const ICONS: Record<InvoiceAction, typeof IconEye> = {
  view: IconEye,
  edit: IconEdit,
  finalize: IconCheck,
  send: IconMail,
  payment: IconCash,
  creditNote: IconReceiptRefund,
  recurring: IconRepeat,
  copyLink: IconLink,
  pdf: IconFileTypePdf,
  html: IconPrinter,
  ubl: IconCode,
  ublEn16931: IconCode,
  cii: IconFileCode,
  ublTr: IconFileCertificate,
  gibView: IconFileSearch,
  gibSubmit: IconSend,
  cancel: IconBan,
  delete: IconTrash,
};
const GROUPS: InvoiceAction[][] = [
  ['view', 'edit', 'finalize', 'send', 'payment', 'creditNote', 'recurring', 'copyLink'],
  ['pdf', 'html', 'ubl', 'ublEn16931', 'cii', 'ublTr', 'gibView', 'gibSubmit'],
  ['cancel', 'delete'],
];

// InvoiceActionsMenu is a row's quick buttons (view, edit a draft) and the menu of every action its status allows.
export function InvoiceActionsMenu({ row, onAction }: { row: InvoiceRow; onAction: (action: InvoiceAction, row: InvoiceRow) => void }) {
  const { t } = useTranslation();
  // sending to GİB needs the workspace's integrator (set up in the settings tab)
  const gib = useGibSettingsQuery();
  const actions = availableActions(row).filter((a) => a !== 'gibSubmit' || gib.data?.configured === true);
  const groups = GROUPS.map((g) => g.filter((a) => actions.includes(a))).filter((g) => g.length > 0);
  return (
    <>
      <Tooltip label={t('invoicing.actions.view')} withArrow>
        <ActionIcon variant="subtle" color="gray" aria-label={t('invoicing.actions.view')} onClick={() => onAction('view', row)} data-testid="invoice-view">
          <IconEye size={16} />
        </ActionIcon>
      </Tooltip>
      {actions.includes('edit') && (
        <Tooltip label={t('invoicing.actions.edit')} withArrow>
          <ActionIcon variant="subtle" color="blue" aria-label={t('invoicing.actions.edit')} onClick={() => onAction('edit', row)} data-testid="invoice-edit">
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Menu position="bottom-end" withinPortal shadow="md" width={240}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('invoicing.actions.menu')} data-testid="invoice-actions">
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown data-testid="invoice-actions-menu">
          {groups.map((group, i) => (
            <div key={group[0]}>
              {i > 0 && <Menu.Divider />}
              {i === 1 && <Menu.Label>{t('invoicing.actions.documents')}</Menu.Label>}
              {group.map((a) => {
                const Icon = ICONS[a];
                return (
                  <Menu.Item
                    key={a}
                    leftSection={<Icon size={16} />}
                    color={a === 'cancel' || a === 'delete' ? 'red' : undefined}
                    onClick={() => onAction(a, row)}
                    data-testid={`invoice-action-${a}`}
                  >
                    {t(`invoicing.actions.${a}`)}
                  </Menu.Item>
                );
              })}
            </div>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
