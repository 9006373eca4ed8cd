import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHANNEL_DEFAULT_BASE_URLS, WHATSAPP_DEFAULT_API_VERSION, type ChannelKind, type ChannelView } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { useSaveChannelMutation } from '../hooks/useSaveChannelMutation';

type Field = { name: string; secret?: boolean; required?: boolean; placeholder?: string };

/** The form of each channel; secret fields are write-only (empty keeps the stored one). */
const FIELDS: Record<ChannelKind, Field[]> = {
  sms: [
    { name: 'baseUrl', required: true },
    { name: 'accountSid', required: true, placeholder: 'AC…' },
    { name: 'authToken', secret: true, required: true },
    { name: 'from', required: true, placeholder: '+905550000000 / ULAK' },
    { name: 'defaultCountryCode', required: true, placeholder: '90' },
  ],
  whatsapp: [
    { name: 'baseUrl', required: true },
    { name: 'apiVersion', required: true },
    { name: 'phoneNumberId', required: true },
    { name: 'accessToken', secret: true, required: true },
    { name: 'appSecret', secret: true, required: true },
    { name: 'defaultCountryCode', required: true, placeholder: '90' },
  ],
  telegram: [
    { name: 'baseUrl', required: true },
    { name: 'botToken', secret: true, required: true, placeholder: '123456:ABC…' },
  ],
  slack: [
    { name: 'baseUrl', required: true },
    { name: 'webhookUrl', secret: true, placeholder: 'https://hooks.slack.com/services/…' },
    { name: 'botToken', secret: true, placeholder: 'xoxb-…' },
    { name: 'defaultChannel', placeholder: '#general' },
    { name: 'signingSecret', secret: true },
  ],
  push: [
    { name: 'subject', required: true, placeholder: 'mailto:you@example.com' },
    { name: 'siteUrl', placeholder: 'https://www.example.com' },
  ],
};

const DEFAULTS: Partial<Record<ChannelKind, Record<string, string>>> = {
  sms: { baseUrl: CHANNEL_DEFAULT_BASE_URLS.sms, defaultCountryCode: '90' },
  whatsapp: { baseUrl: CHANNEL_DEFAULT_BASE_URLS.whatsapp, apiVersion: WHATSAPP_DEFAULT_API_VERSION, defaultCountryCode: '90' },
  telegram: { baseUrl: CHANNEL_DEFAULT_BASE_URLS.telegram },
  slack: { baseUrl: CHANNEL_DEFAULT_BASE_URLS.slack },
};

type Props = { channel: ChannelView | null; onClose: () => void };

// ChannelConfigModal edits a channel's settings, then saves and tests them; secrets are never shown back.
export function ChannelConfigModal({ channel, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const save = useSaveChannelMutation();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const kind = channel?.channel;

  useEffect(() => {
    if (!channel) return;
    setValues({ ...(DEFAULTS[channel.channel] ?? {}), ...channel.settings });
    setErrors({});
  }, [channel]);

  if (!channel || !kind) return null;
  const name = t(`channels.kind.${kind}`);

  const submit = () => {
    const missing: Record<string, string> = {};
    for (const f of FIELDS[kind]) {
      const stored = f.secret && channel.secretsSet.includes(f.name);
      if (f.required && !stored && !values[f.name]?.trim()) missing[f.name] = t('channels.form.required');
    }
    if (Object.keys(missing).length) return setErrors(missing);
    const settings = Object.fromEntries(
      Object.entries(values)
        .filter(([, v]) => v.trim() !== '')
        .map(([k, v]) => [k, v.trim()]),
    );
    save.mutate(
      { channel: kind, settings },
      {
        onSuccess: (view) => {
          if (view.state === 'error') notifications.show({ color: 'orange', message: t('channels.notify.savedError', { reason: view.error ?? '' }) });
          else notifications.show({ color: 'green', message: t('channels.notify.saved') });
          onClose();
        },
        onError: (err) => {
          setErrors(fieldErrors(err));
          notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) });
        },
      },
    );
  };

  const hint = kind === 'slack' || kind === 'push' ? t(`channels.form.hints.${kind}`) : undefined;
  return (
    <Modal opened onClose={onClose} title={t('channels.form.title', { channel: name })} size="lg" data-testid="channel-config-modal" lang={i18n.language}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {hint && (
            <Alert color="blue" variant="light">
              <Text size="sm">{hint}</Text>
            </Alert>
          )}
          {FIELDS[kind].map((f) => {
            const label = t(`channels.form.fields.${f.name}` as 'channels.form.fields.baseUrl');
            const stored = f.secret && channel.secretsSet.includes(f.name);
            const common = {
              key: f.name,
              label,
              required: f.required && !stored,
              value: values[f.name] ?? '',
              error: errors[f.name],
              placeholder: stored ? t('channels.form.secretKept') : f.placeholder,
              onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [f.name]: value }));
              },
              'data-testid': `channel-field-${f.name}`,
            };
            return f.secret ? <PasswordInput {...common} autoComplete="new-password" /> : <TextInput {...common} />;
          })}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="channel-save">
              {t('channels.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
