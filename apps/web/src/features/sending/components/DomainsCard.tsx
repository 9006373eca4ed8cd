import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDateTime } from '../../../ui/format';
import type { SendingDomain } from '../api/domainsApi';
import { useSendingDomainMutations, useSendingDomainsQuery } from '../hooks/useSendingDomains';
import { CopyField } from './DkimCard';
import { RecordChecks } from './RecordChecks';

const STATUS_COLOR = { pending: 'gray', verified: 'teal', failed: 'orange' } as const;

// DomainRow shows one domain: its status, the records that prove it is the workspace's, verify now and remove.
function DomainRow({ d, onRemove }: { d: SendingDomain; onRemove: (d: SendingDomain) => void }) {
  const { t, i18n } = useTranslation();
  const { verify } = useSendingDomainMutations();
  const check = () =>
    verify.mutate(d.id, {
      onSuccess: (r) =>
        r.status === 'verified'
          ? notifications.show({ color: 'teal', message: t('campaigns.rotation.domains.verified', { domain: r.domain }) })
          : notifications.show({ color: 'orange', message: t('campaigns.rotation.domains.notFound', { domain: r.domain }) }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.domains.failed')) }),
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="domain-row" data-domain={d.domain}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={600}>{d.domain}</Text>
            <Badge color={STATUS_COLOR[d.status]} variant="light" data-testid="domain-status" data-status={d.status}>
              {t(`campaigns.rotation.domains.status.${d.status}`)}
            </Badge>
            {d.verifiedBy && (
              <Text size="xs" c="dimmed">
                {t(d.verifiedBy === 'txt' ? 'campaigns.rotation.domains.byTxt' : 'campaigns.rotation.domains.byDkim')}
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <Button size="xs" onClick={check} loading={verify.isPending} data-testid="domain-verify">
              {t('campaigns.rotation.domains.verify')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(d)} data-testid="domain-remove">
              {t('campaigns.rotation.domains.remove')}
            </Button>
          </Group>
        </Group>
        {d.checkedAt && (
          <Text size="xs" c="dimmed">
            {t('campaigns.rotation.domains.checkedAt', { time: formatDateTime(d.checkedAt, i18n.language) })}
          </Text>
        )}
        {d.status !== 'verified' && (
          <Stack gap={6}>
            <Text size="sm">{t('campaigns.rotation.domains.publish')}</Text>
            <Text size="xs" fw={600}>
              {t('campaigns.rotation.domains.txtRecord')}
            </Text>
            <CopyField label={t('campaigns.rotation.domains.name')} value={d.records.txt.name} testId="domain-txt-name" />
            <CopyField label={t('campaigns.rotation.domains.value')} value={d.records.txt.value} testId="domain-txt-value" />
            {d.records.dkim && (
              <>
                <Text size="xs" fw={600}>
                  {t('campaigns.rotation.domains.dkimRecord')}
                </Text>
                <CopyField label={t('campaigns.rotation.domains.name')} value={d.records.dkim.name} testId="domain-dkim-name" />
              </>
            )}
          </Stack>
        )}
        {d.checkedAt && <RecordChecks checks={d.checks} testId="domain-checks" />}
      </Stack>
    </Paper>
  );
}

// DomainsCard lists the workspace's sending domains and adds new ones: campaigns sent through the platform keep their
// From address only on a verified domain.
export function DomainsCard() {
  const { t } = useTranslation();
  const domains = useSendingDomainsQuery();
  const { add, remove } = useSendingDomainMutations();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SendingDomain | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!domain.trim()) return;
    add.mutate(domain.trim(), {
      onSuccess: (d) => {
        setDomain('');
        setError(null);
        notifications.show({ color: 'teal', message: t('campaigns.rotation.domains.added', { domain: d.domain }) });
      },
      onError: (err) => setError(fieldErrors(err).domain ?? serverErrorText(err, t('campaigns.rotation.domains.failed'))),
    });
  };
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => setRemoving(null),
      onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('campaigns.rotation.domains.failed')) }),
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="domains-card">
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600}>{t('campaigns.rotation.domains.title')}</Text>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('campaigns.rotation.domains.intro')}
          </Alert>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs">
            <TextInput
              label={t('campaigns.rotation.domains.domain')}
              placeholder="example.com"
              value={domain}
              onChange={(e) => setDomain(e.currentTarget.value)}
              error={error}
              style={{ flex: 1 }}
              data-testid="domain-input"
            />
            <Button type="submit" mt={24} loading={add.isPending} data-testid="domain-add">
              {t('campaigns.rotation.domains.add')}
            </Button>
          </Group>
        </form>
        {domains.isPending && <Skeleton h={80} radius="md" />}
        {domains.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {serverErrorText(domains.error, t('campaigns.rotation.domains.loadError'))}
          </Alert>
        )}
        {domains.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('campaigns.rotation.domains.empty')}
          </Text>
        )}
        {domains.data?.map((d) => (
          <DomainRow key={d.id} d={d} onRemove={setRemoving} />
        ))}
      </Stack>
      <ConfirmModal
        opened={Boolean(removing)}
        title={t('campaigns.rotation.domains.removeTitle')}
        text={t('campaigns.rotation.domains.removeText', { domain: removing?.domain ?? '' })}
        confirmLabel={t('campaigns.rotation.domains.remove')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
        testId="domain-remove"
      />
    </Paper>
  );
}
