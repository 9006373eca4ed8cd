import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHANNEL_KINDS, CHANNEL_TEXT_MAX, smsSegments, type ChannelKind } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { useChannelsQuery } from '../hooks/useChannelsQuery';
import { useSendMessageMutation } from '../hooks/useSendMessageMutation';
import { reasonText } from './reason';

// SegmentCounter shows, while typing, the SMS encoding and segment count (and which characters force UCS-2).
export function SegmentCounter({ text }: { text: string }) {
  const { t } = useTranslation();
  const info = smsSegments(text);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" data-testid="sms-segments" data-segments={info.segments} data-encoding={info.encoding}>
        {t('channels.send.segments', { encoding: info.encoding, units: info.units, segments: info.segments, remaining: info.remaining })}
      </Text>
      {info.nonGsmCharacters.length > 0 && (
        <Text size="xs" c="orange">
          {t('channels.send.ucs2', { chars: info.nonGsmCharacters.join(' ') })}
        </Text>
      )}
    </Stack>
  );
}

// SendMessageForm sends one message on a configured channel (a WhatsApp template outside the 24-hour window).
export function SendMessageForm() {
  const { t, i18n } = useTranslation();
  const channels = useChannelsQuery();
  const send = useSendMessageMutation();
  const [channel, setChannel] = useState<ChannelKind>('sms');
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [useTemplate, setUseTemplate] = useState(false);
  const [tpl, setTpl] = useState({ name: '', language: 'tr', params: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const configured = useMemo(() => channels.data?.find((c) => c.channel === channel)?.state !== 'available', [channels.data, channel]);
  const template = channel === 'whatsapp' && useTemplate;

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!to.trim() && channel !== 'slack') missing.to = t('channels.form.required');
    if (template && !tpl.name.trim()) missing.name = t('channels.form.required');
    if (!template && !text.trim()) missing.text = t('channels.form.required');
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const input = {
      channel,
      ...(to.trim() ? { to: to.trim() } : {}),
      ...(template
        ? {
            template: {
              name: tpl.name.trim(),
              language: tpl.language.trim(),
              params: tpl.params
                .split('\n')
                .map((p) => p.trim())
                .filter(Boolean),
            },
          }
        : { text }),
    };
    send.mutate(input, {
      onSuccess: (r) => {
        const reason = reasonText(r.reason, i18n.language);
        if (r.status === 'sent' || r.status === 'queued') {
          notifications.show({ color: 'green', message: t('channels.notify.sent') });
          setText('');
        } else if (r.status === 'skipped') notifications.show({ color: 'orange', message: t('channels.notify.skipped', { reason }) });
        else notifications.show({ color: 'red', message: t('channels.notify.sendFailed', { reason }) });
      },
      onError: (err) => {
        setErrors(fieldErrors(err));
        notifications.show({ color: 'red', message: serverErrorText(err, t('channels.notify.failed')) });
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t('channels.send.channel')}
            data={CHANNEL_KINDS.map((c) => ({ value: c, label: t(`channels.kind.${c}`) }))}
            value={channel}
            onChange={(v) => v && setChannel(v as ChannelKind)}
            allowDeselect={false}
            data-testid="send-channel"
          />
          {!configured && (
            <Alert color="yellow" variant="light" data-testid="send-not-configured">
              {t('channels.send.notConfigured')}
            </Alert>
          )}
          <TextInput
            label={t('channels.send.to')}
            description={t(`channels.send.toHint.${channel}`)}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
            error={errors.to}
            data-testid="send-to"
          />
          {channel === 'whatsapp' && (
            <Checkbox label={t('channels.send.useTemplate')} checked={useTemplate} onChange={(e) => setUseTemplate(e.currentTarget.checked)} />
          )}
          {template ? (
            <>
              <Group grow>
                <TextInput
                  label={t('channels.send.templateName')}
                  value={tpl.name}
                  onChange={(e) => setTpl({ ...tpl, name: e.currentTarget.value })}
                  error={errors.name}
                  placeholder="order_update"
                />
                <TextInput
                  label={t('channels.send.templateLanguage')}
                  value={tpl.language}
                  onChange={(e) => setTpl({ ...tpl, language: e.currentTarget.value })}
                  error={errors.language}
                />
              </Group>
              <Textarea
                label={t('channels.send.templateParams')}
                value={tpl.params}
                onChange={(e) => setTpl({ ...tpl, params: e.currentTarget.value })}
                autosize
                minRows={2}
              />
            </>
          ) : (
            <Textarea
              label={t('channels.send.text')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              error={errors.text}
              maxLength={CHANNEL_TEXT_MAX}
              autosize
              minRows={3}
              data-testid="send-text"
            />
          )}
          {channel === 'sms' && <SegmentCounter text={text} />}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} disabled={!configured} data-testid="send-submit">
              {t('channels.send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
