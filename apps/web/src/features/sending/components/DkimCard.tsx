import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dkimInputSchema } from '@ulak/shared/campaigns';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import type { DkimSettings } from '../api/dkimApi';
import { useDeleteDkimMutation } from '../hooks/useDeleteDkimMutation';
import { useDkimQuery } from '../hooks/useDkimQuery';
import { useSaveDkimMutation } from '../hooks/useSaveDkimMutation';

type KeySource = 'generate' | 'paste' | 'keep';
type DkimFormValues = { domain: string; selector: string; source: KeySource; privateKey: string };

// bodyOf is what the form sends: the domain and selector, and a new key to generate or the pasted one (else the stored key stays).
const bodyOf = (values: DkimFormValues) => ({
  domain: values.domain.trim(),
  selector: values.selector.trim(),
  ...(values.source === 'generate' ? { generate: true } : {}),
  ...(values.source === 'paste' ? { privateKey: values.privateKey } : {}),
});

// CopyField shows a read-only value of the DNS record with a copy button.
export function CopyField({ label, value, multiline, testId }: { label: string; value: string; multiline?: boolean; testId: string }) {
  const { t } = useTranslation();
  const copy = (
    <CopyButton value={value}>
      {({ copied, copy: doCopy }) => (
        <Tooltip label={copied ? t('campaigns.rotation.dkim.copied') : t('campaigns.rotation.dkim.copy')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={doCopy}
            aria-label={t('campaigns.rotation.dkim.copyOf', { field: label })}
            data-testid={`${testId}-copy`}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      {multiline ? (
        <Textarea
          label={label}
          value={value}
          readOnly
          autosize
          minRows={2}
          maxRows={6}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          style={{ flex: 1 }}
          data-testid={testId}
        />
      ) : (
        <TextInput label={label} value={value} readOnly styles={{ input: { fontFamily: 'monospace' } }} style={{ flex: 1 }} data-testid={testId} />
      )}
      {copy}
    </Group>
  );
}

// DkimForm edits the signing domain, the selector and the key (generate a new one, paste one, or keep the stored one).
function DkimForm({ current }: { current: DkimSettings }) {
  const { t } = useTranslation();
  const save = useSaveDkimMutation();
  const form = useForm<DkimFormValues>({
    initialValues: { domain: current.domain ?? '', selector: current.selector ?? 'ulak', source: current.hasKey ? 'keep' : 'generate', privateKey: '' },
    validate: schemaValidate(dkimInputSchema, {
      toBody: bodyOf,
      // an empty pasted key would keep the stored one on the server; the screen asks for the key it was told to expect
      uiOnly: (values) => ({ privateKey: values.source === 'paste' && !values.privateKey.trim() && t('campaigns.rotation.dkim.errors.keyRequired') }),
    }),
  });
  const sources: { value: KeySource; label: string }[] = [
    ...(current.hasKey ? [{ value: 'keep' as const, label: t('campaigns.rotation.dkim.source.keep') }] : []),
    { value: 'generate', label: t('campaigns.rotation.dkim.source.generate') },
    { value: 'paste', label: t('campaigns.rotation.dkim.source.paste') },
  ];

  const submit = form.onSubmit((values) => {
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        // the card remounts this form with the saved settings (source "keep", no pasted key left on screen)
        notifications.show({ color: 'teal', message: t('campaigns.rotation.dkim.saved', { domain: saved.domain ?? '' }) });
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.dkim.saveFailed')) });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="dkim-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('campaigns.rotation.dkim.domain')}
            description={t('campaigns.rotation.dkim.domainHint')}
            placeholder="example.com"
            withAsterisk
            {...form.getInputProps('domain')}
            data-testid="dkim-domain"
          />
          <TextInput
            label={t('campaigns.rotation.dkim.selector')}
            description={t('campaigns.rotation.dkim.selectorHint')}
            placeholder="ulak"
            withAsterisk
            {...form.getInputProps('selector')}
            data-testid="dkim-selector"
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('campaigns.rotation.dkim.key')}
          </Text>
          <SegmentedControl data={sources} {...form.getInputProps('source')} data-testid="dkim-source" />
        </Stack>
        {form.values.source === 'paste' && (
          <Textarea
            label={t('campaigns.rotation.dkim.privateKey')}
            description={t('campaigns.rotation.dkim.privateKeyHint')}
            placeholder={'-----BEGIN PRIVATE KEY-----\n…\n-----END PRIVATE KEY-----'}
            autosize
            minRows={4}
            maxRows={10}
            spellCheck={false}
            autoComplete="off"
            styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
            {...form.getInputProps('privateKey')}
            data-testid="dkim-private-key"
          />
        )}
        {form.values.source === 'generate' && (
          <Text size="xs" c="dimmed">
            {t(current.hasKey ? 'campaigns.rotation.dkim.generateReplaces' : 'campaigns.rotation.dkim.generateHint')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="dkim-save">
            {current.enabled ? t('campaigns.common.save') : t('campaigns.rotation.dkim.turnOn')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// DkimCard sets up optional DKIM signing of the workspace's campaign mail: the form, the DNS TXT record to publish with
// copy buttons, and turning signing off after a confirmation.
export function DkimCard() {
  const { t } = useTranslation();
  const dkim = useDkimQuery();
  const remove = useDeleteDkimMutation();
  const [confirmOff, setConfirmOff] = useState(false);

  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('campaigns.rotation.dkim.turnedOff') });
        setConfirmOff(false);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.dkim.saveFailed')) }),
    });

  if (dkim.isPending) return <Skeleton h={220} radius="md" />;
  if (dkim.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {serverErrorText(dkim.error, t('campaigns.rotation.dkim.loadError'))}
      </Alert>
    );
  const current = dkim.data;

  return (
    <Paper withBorder radius="md" p="md" data-testid="dkim-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{t('campaigns.rotation.dkim.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('campaigns.rotation.dkim.intro')}
            </Text>
          </Stack>
          <Badge color={current.enabled ? 'teal' : 'gray'} variant="light" data-testid="dkim-status">
            {current.enabled ? t('campaigns.common.on') : t('campaigns.common.off')}
          </Badge>
        </Group>
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('campaigns.rotation.dkim.alignment')}
        </Alert>
        <DkimForm key={`${current.domain ?? ''}|${current.selector ?? ''}|${current.dnsRecord?.value ?? ''}`} current={current} />
        {current.enabled && current.dnsRecord && (
          <Paper withBorder radius="md" p="sm" data-testid="dkim-dns">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('campaigns.rotation.dkim.dnsTitle')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('campaigns.rotation.dkim.dnsHint', { bits: current.keyBits ?? '' })}
              </Text>
              <CopyField label={t('campaigns.rotation.dkim.dnsName')} value={current.dnsRecord.name} testId="dkim-dns-name" />
              <Text size="xs">
                {t('campaigns.rotation.dkim.dnsType')}: <b>{current.dnsRecord.type}</b>
              </Text>
              <CopyField label={t('campaigns.rotation.dkim.dnsValue')} value={current.dnsRecord.value} multiline testId="dkim-dns-value" />
            </Stack>
          </Paper>
        )}
        {current.enabled && (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" onClick={() => setConfirmOff(true)} data-testid="dkim-off">
              {t('campaigns.rotation.dkim.turnOff')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={confirmOff}
        title={t('campaigns.rotation.dkim.offTitle')}
        text={t('campaigns.rotation.dkim.offText', { domain: current.domain ?? '' })}
        confirmLabel={t('campaigns.rotation.dkim.turnOff')}
        loading={remove.isPending}
        onCancel={() => setConfirmOff(false)}
        onConfirm={turnOff}
        testId="dkim-off"
      />
    </Paper>
  );
}
