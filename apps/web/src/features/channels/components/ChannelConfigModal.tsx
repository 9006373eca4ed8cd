import { useEffect, useState } from 'react';
import { Alert, Input, Modal, PasswordInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isMessageKey, translate, type Language } from '@ulak/shared';
import {
  CHANNEL_DEFAULT_BASE_URLS,
  channelSettingsSchemas,
  SMPP_DEFAULT_PORT,
  SMS_PROVIDERS,
  WHATSAPP_DEFAULT_API_VERSION,
  type ChannelKind,
  type ChannelView,
  type SmsProvider,
} from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { useSaveChannelMutation } from '../hooks/useSaveChannelMutation';
import { reasonText } from './reason';
import { FormActions } from '../../../ui/FormActions';
import { formSubmit } from '../../../ui/formSubmit';

type Field = { name: string; secret?: boolean; required?: boolean; placeholder?: string };

/** The SMS form of each provider: a Twilio-compatible REST API, or an SMPP server (bind_transceiver). */
const SMS_FIELDS: Record<SmsProvider, Field[]> = {
  rest: [
    { name: 'baseUrl', required: true },
    { name: 'accountSid', required: true, placeholder: 'AC…' },
    { name: 'authToken', secret: true, required: true },
    { name: 'from', required: true, placeholder: '+905550000000 / ULAK' },
    { name: 'defaultCountryCode', required: true, placeholder: '90' },
  ],
  smpp: [
    { name: 'host', required: true, placeholder: 'smsc.example.com' },
    { name: 'port', required: true, placeholder: String(SMPP_DEFAULT_PORT) },
    { name: 'systemId', required: true },
    { name: 'password', secret: true, required: true },
    { name: 'systemType' },
    { name: 'from', required: true, placeholder: '+905550000000 / ULAK' },
    { name: 'defaultCountryCode', required: true, placeholder: '90' },
  ],
};

/** The form of each channel; secret fields are write-only (empty keeps the stored one). */
const FIELDS: Record<ChannelKind, Field[]> = {
  sms: SMS_FIELDS.rest,
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
  sms: { provider: 'rest', baseUrl: CHANNEL_DEFAULT_BASE_URLS.sms, port: String(SMPP_DEFAULT_PORT), defaultCountryCode: '90' },
  whatsapp: { baseUrl: CHANNEL_DEFAULT_BASE_URLS.whatsapp, apiVersion: WHATSAPP_DEFAULT_API_VERSION, defaultCountryCode: '90' },
  telegram: { baseUrl: CHANNEL_DEFAULT_BASE_URLS.telegram },
  slack: { baseUrl: CHANNEL_DEFAULT_BASE_URLS.slack },
};

type Props = { channel: ChannelView | null; onClose: () => void };

const providerOf = (values: Record<string, string>): SmsProvider => (values.provider === 'smpp' ? 'smpp' : 'rest');
const fieldsOf = (kind: ChannelKind, values: Record<string, string>) => (kind === 'sms' ? SMS_FIELDS[providerOf(values)] : FIELDS[kind]);

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
  const fields = fieldsOf(kind, values);

  const submit = () => {
    const missing: Record<string, string> = {};
    for (const f of fields) {
      const stored = f.secret && channel.secretsSet.includes(f.name);
      if (f.required && !stored && !values[f.name]?.trim()) missing[f.name] = t('channels.form.required');
    }
    if (Object.keys(missing).length) return setErrors(missing);
    // only the shown fields are sent (and the SMS provider): what was typed for the other provider stays behind
    const settings = Object.fromEntries(
      [...fields.map((f) => f.name), ...(kind === 'sms' ? ['provider'] : [])].map((k) => [k, values[k]?.trim() ?? '']).filter(([, v]) => v !== ''),
    );
    // the server's own schema, so a bad port or a system_id too long for SMPP is caught before anything is sent
    const parsed = channelSettingsSchemas[kind].safeParse(settings);
    if (!parsed.success) {
      const lang = (i18n.language === 'tr' ? 'tr' : 'en') as Language;
      const invalid: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        invalid[field] ??= isMessageKey(issue.message) ? translate(issue.message, lang) : issue.message;
      }
      return setErrors(invalid);
    }
    save.mutate(
      { channel: kind, settings },
      {
        onSuccess: (view) => {
          if (view.state === 'error')
            notifications.show({ color: 'orange', message: t('channels.notify.savedError', { reason: reasonText(view.error, i18n.language) }) });
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

  const hint =
    kind === 'slack' || kind === 'push'
      ? t(`channels.form.hints.${kind}`)
      : kind === 'sms' && providerOf(values) === 'smpp'
        ? t('channels.form.hints.smpp')
        : undefined;
  return (
    <Modal opened onClose={onClose} title={t('channels.form.title', { channel: name })} size="lg" data-testid="channel-config-modal" lang={i18n.language}>
      <form onSubmit={formSubmit(submit)}>
        <Stack gap="sm">
          {hint && (
            <Alert color="blue" variant="light">
              <Text size="sm">{hint}</Text>
            </Alert>
          )}
          {kind === 'sms' && (
            <Input.Wrapper label={t('channels.form.provider')}>
              <SegmentedControl
                fullWidth
                value={providerOf(values)}
                onChange={(provider) => {
                  setValues((v) => ({ ...v, provider }));
                  setErrors({});
                }}
                data={SMS_PROVIDERS.map((p) => ({ value: p, label: t(`channels.form.providers.${p}`) }))}
                data-testid="sms-provider"
              />
            </Input.Wrapper>
          )}
          {fields.map((f) => {
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
          <FormActions onCancel={onClose} submitLabel={t('channels.form.save')} loading={save.isPending} submitTestId="channel-save" mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
