import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHANNEL_KINDS, type ChannelKind } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { useChannelsQuery } from '../hooks/useChannelsQuery';
import { useSendMessageMutation } from '../hooks/useSendMessageMutation';
import { EMPTY_TEMPLATE, MessageTextField, SegmentCounter, TemplateFields, templateBody, useFieldErrors } from './MessageFields';
import { reasonText } from './reason';
import { formSubmit } from '../../../ui/formSubmit';

// SendMessageForm sends one message on a configured channel (a WhatsApp template outside the 24-hour window).
export function SendMessageForm() {
  const { t, i18n } = useTranslation();
  const channels = useChannelsQuery();
  const send = useSendMessageMutation();
  const [channel, setChannel] = useState<ChannelKind>('sms');
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const [useTemplate, setUseTemplate] = useState(false);
  const [tpl, setTpl] = useState(EMPTY_TEMPLATE);
  const { errors, setErrors, failed } = useFieldErrors();
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
      ...(template ? { template: templateBody(tpl) } : { text }),
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
      onError: failed,
    });
  };

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <form onSubmit={formSubmit(submit)}>
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
            <TemplateFields value={tpl} onChange={setTpl} errors={errors} namePlaceholder="order_update" />
          ) : (
            <MessageTextField value={text} onChange={setText} error={errors.text} testId="send-text" />
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
