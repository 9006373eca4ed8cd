import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Paper, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '@ulak/shared';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDate, formatEur } from '../../../ui/format';
import { useCreateTenantMutation } from '../hooks/useCreateTenantMutation';

const STATUS_COLOR = { active: 'teal', trial: 'blue', pending: 'yellow' } as const;
const EMPTY = { name: '', ownerEmail: '', ownerFirstName: '', ownerLastName: '' };

// TenantsTab lists the reseller's tenants and creates one with its first user (invited by mail).
export function TenantsTab({ tenants, loading, error, canCreate }: { tenants: Tenant[]; loading: boolean; error: unknown; canCreate: boolean }) {
  const { t, i18n } = useTranslation();
  const create = useCreateTenantMutation();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () => {
    const missing = Object.fromEntries(
      Object.entries(form)
        .filter(([, v]) => !v.trim())
        .map(([k]) => [k, t('whiteLabel.required')]),
    );
    if (Object.keys(missing).length) return setErrors(missing);
    create.mutate(form, {
      onSuccess: () => {
        setOpen(false);
        setForm(EMPTY);
        setErrors({});
        notifications.show({ color: 'teal', message: t('whiteLabel.tenants.created') });
      },
      onError: (e) => {
        setErrors(fieldErrors(e));
        notifications.show({ color: 'red', message: serverErrorText(e, t('whiteLabel.saveFailed')) });
      },
    });
  };
  return (
    <Paper withBorder radius="md" p="md">
      {canCreate && (
        <Group justify="flex-end" mb="sm">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)} data-testid="wl-tenant-new">
            {t('whiteLabel.tenants.new')}
          </Button>
        </Group>
      )}
      {loading && <Skeleton h={200} />}
      {!!error && <Alert color="red">{serverErrorText(error, t('whiteLabel.loadFailed'))}</Alert>}
      {!loading && !error && tenants.length === 0 && (
        <EmptyState
          icon={<IconBuildingStore size={28} />}
          title={t('whiteLabel.tenants.emptyTitle')}
          description={t('whiteLabel.tenants.emptyText')}
          testId="wl-tenants-empty"
        />
      )}
      {tenants.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped data-testid="wl-tenants">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('whiteLabel.tenants.name')}</Table.Th>
                <Table.Th>{t('whiteLabel.tenants.domain')}</Table.Th>
                <Table.Th>{t('whiteLabel.tenants.status')}</Table.Th>
                <Table.Th>{t('whiteLabel.tenants.plan')}</Table.Th>
                <Table.Th>{t('whiteLabel.tenants.users')}</Table.Th>
                <Table.Th>{t('whiteLabel.tenants.revenue')}</Table.Th>
                <Table.Th>{t('whiteLabel.tenants.createdCol')}</Table.Th>
                <Table.Th>{t('whiteLabel.tenants.branding')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tenants.map((x) => (
                <Table.Tr key={x.id} data-testid="wl-tenant-row">
                  <Table.Td fw={500}>{x.name}</Table.Td>
                  <Table.Td>{x.domain ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[x.status]}>
                      {t(`whiteLabel.status.${x.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{x.plan}</Table.Td>
                  <Table.Td>{x.users}</Table.Td>
                  <Table.Td>{formatEur(x.monthlyRevenue, i18n.language)}</Table.Td>
                  <Table.Td>{formatDate(x.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    {x.customBranding.enabled ? (
                      x.customBranding.companyName || t('whiteLabel.tenants.brandOn')
                    ) : (
                      <Text size="sm" c="dimmed">
                        {t('whiteLabel.tenants.brandOff')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('whiteLabel.tenants.new')} centered>
        <Stack gap="sm">
          <TextInput
            label={t('whiteLabel.tenants.name')}
            value={form.name}
            error={errors.name}
            onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
            data-testid="wl-tenant-name"
          />
          <TextInput
            label={t('whiteLabel.tenants.ownerEmail')}
            value={form.ownerEmail}
            error={errors.ownerEmail}
            onChange={(e) => setForm({ ...form, ownerEmail: e.currentTarget.value })}
            data-testid="wl-tenant-email"
          />
          <Group grow>
            <TextInput
              label={t('whiteLabel.tenants.firstName')}
              value={form.ownerFirstName}
              error={errors.ownerFirstName}
              onChange={(e) => setForm({ ...form, ownerFirstName: e.currentTarget.value })}
              data-testid="wl-tenant-first"
            />
            <TextInput
              label={t('whiteLabel.tenants.lastName')}
              value={form.ownerLastName}
              error={errors.ownerLastName}
              onChange={(e) => setForm({ ...form, ownerLastName: e.currentTarget.value })}
              data-testid="wl-tenant-last"
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('whiteLabel.tenants.inviteHint')}
          </Text>
          <Group justify="flex-end">
            <Button loading={create.isPending} onClick={submit} data-testid="wl-tenant-create">
              {t('whiteLabel.tenants.create')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
