import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { formatDateTime } from '../../../ui/format';
import type { SenderIdentity } from '../api/identitiesApi';
import { useSenderIdentitiesQuery, useSenderIdentityMutations } from '../hooks/useSenderIdentities';
import { CopyField } from './DkimCard';
import { RecordChecks } from './RecordChecks';

const STATUS_COLOR = { pending: 'gray', verified: 'teal', failed: 'orange' } as const;

// IdentityRow shows one identity: From and Reply-To, its domain's status, the records to publish, each record's check.
function IdentityRow({ identity, onRemove }: { identity: SenderIdentity; onRemove: (i: SenderIdentity) => void }) {
  const { t, i18n } = useTranslation();
  const { check } = useSenderIdentityMutations();
  const d = identity.domain;
  const runCheck = () =>
    check.mutate(identity.id, {
      onSuccess: (r) =>
        notifications.show(
          r.status === 'verified'
            ? { color: 'teal', message: t('campaigns.rotation.identities.verified', { domain: r.domain.domain }) }
            : { color: 'orange', message: t('campaigns.rotation.identities.notVerified', { domain: r.domain.domain }) },
        ),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.identities.failed')) }),
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="identity-row" data-email={identity.fromEmail}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Group gap="xs">
              <Text fw={600}>{identity.fromName}</Text>
              <Text c="dimmed">&lt;{identity.fromEmail}&gt;</Text>
              <Badge color={STATUS_COLOR[identity.status]} variant="light" data-testid="identity-status" data-status={identity.status}>
                {t(`campaigns.rotation.identities.status.${identity.status}`)}
              </Badge>
            </Group>
            {identity.replyTo && (
              <Text size="xs" c="dimmed">
                {t('campaigns.rotation.identities.replyToIs', { address: identity.replyTo })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            <Button size="xs" onClick={runCheck} loading={check.isPending} data-testid="identity-check">
              {t('campaigns.rotation.identities.checkNow')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => onRemove(identity)} data-testid="identity-remove">
              {t('campaigns.rotation.identities.remove')}
            </Button>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {d.checkedAt
            ? t('campaigns.rotation.identities.checkedAt', { time: formatDateTime(d.checkedAt, i18n.language) })
            : t('campaigns.rotation.identities.neverChecked')}
        </Text>
        {identity.status !== 'verified' && (
          <Stack gap={6}>
            <Text size="sm">{t('campaigns.rotation.identities.publish', { domain: d.domain })}</Text>
            <CopyField label={t('campaigns.rotation.domains.name')} value={d.records.txt.name} testId="identity-txt-name" />
            <CopyField label={t('campaigns.rotation.domains.value')} value={d.records.txt.value} testId="identity-txt-value" />
            {d.records.dkim ? (
              <>
                <Text size="xs" fw={600}>
                  {t('campaigns.rotation.domains.dkimRecord')}
                </Text>
                <CopyField label={t('campaigns.rotation.domains.name')} value={d.records.dkim.name} testId="identity-dkim-name" />
                <CopyField label={t('campaigns.rotation.domains.value')} value={d.records.dkim.value} multiline testId="identity-dkim-value" />
              </>
            ) : (
              <Text size="xs" c="dimmed">
                {t('campaigns.rotation.identities.noDkim', { domain: d.domain })}
              </Text>
            )}
          </Stack>
        )}
        <RecordChecks checks={d.checks} testId="identity-checks" />
      </Stack>
    </Paper>
  );
}

// IdentitiesCard lists the workspace's sender identities and adds new ones: the From name and address (and Reply-To)
// campaigns go out with, once the address's domain is verified by DNS.
export function IdentitiesCard() {
  const { t } = useTranslation();
  const identities = useSenderIdentitiesQuery();
  const { create, remove } = useSenderIdentityMutations();
  const [form, setForm] = useState({ fromName: '', fromEmail: '', replyTo: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<SenderIdentity | null>(null);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { fromName: form.fromName, fromEmail: form.fromEmail, replyTo: form.replyTo || null },
      {
        onSuccess: (i) => {
          setForm({ fromName: '', fromEmail: '', replyTo: '' });
          setErrors({});
          notifications.show({ color: 'teal', message: t('campaigns.rotation.identities.added', { domain: i.domain.domain }) });
        },
        onError: (err) => {
          const fields = fieldErrors(err);
          setErrors(Object.keys(fields).length ? fields : { fromEmail: serverErrorText(err, t('campaigns.rotation.identities.failed')) });
        },
      },
    );
  };
  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => setRemoving(null),
      onError: (err) => notifications.show({ color: 'red', message: serverErrorText(err, t('campaigns.rotation.identities.failed')) }),
    });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [name]: e.currentTarget.value }),
    error: errors[name],
    'data-testid': `identity-${name}`,
  });

  return (
    <Paper withBorder radius="md" p="md" data-testid="identities-card">
      <Stack gap="md">
        <Stack gap={2}>
          <Text fw={600}>{t('campaigns.rotation.identities.title')}</Text>
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('campaigns.rotation.identities.intro')}
          </Alert>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t('campaigns.rotation.identities.fromName')}
                placeholder={t('campaigns.rotation.identities.fromNamePlaceholder')}
                withAsterisk
                {...field('fromName')}
              />
              <TextInput label={t('campaigns.rotation.identities.fromEmail')} placeholder="merhaba@example.com" withAsterisk {...field('fromEmail')} />
              <TextInput label={t('campaigns.rotation.identities.replyTo')} placeholder="destek@example.com" {...field('replyTo')} />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending} data-testid="identity-add">
                {t('campaigns.rotation.identities.add')}
              </Button>
            </Group>
          </Stack>
        </form>
        {identities.isPending && <Skeleton h={80} radius="md" />}
        {identities.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {serverErrorText(identities.error, t('campaigns.rotation.identities.loadError'))}
          </Alert>
        )}
        {identities.data?.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="identities-empty">
            {t('campaigns.rotation.identities.empty')}
          </Text>
        )}
        {identities.data?.map((i) => (
          <IdentityRow key={i.id} identity={i} onRemove={setRemoving} />
        ))}
      </Stack>
      <ConfirmModal
        opened={Boolean(removing)}
        title={t('campaigns.rotation.identities.removeTitle')}
        text={t('campaigns.rotation.identities.removeText', { name: removing?.fromName ?? '', email: removing?.fromEmail ?? '' })}
        confirmLabel={t('campaigns.rotation.identities.remove')}
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
        testId="identity-remove"
      />
    </Paper>
  );
}
