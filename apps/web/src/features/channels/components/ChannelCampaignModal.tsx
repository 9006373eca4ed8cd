import { useState } from 'react';
import { Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CHANNEL_CAMPAIGN_CHANNELS } from '@ulak/shared/channels';
import { useTranslation } from 'react-i18next';
import { useListsQuery } from '../../audience/hooks/useListsQuery';
import { useSegmentsQuery } from '../../audience/hooks/useSegmentsQuery';
import { useCreateChannelCampaignMutation } from '../hooks/useCreateChannelCampaignMutation';
import { MessageTextField, SegmentCounter, useFieldErrors } from './MessageFields';
import { EMPTY_PICK, pickedTemplate, WhatsAppTemplatePicker } from './WhatsAppTemplatePicker';
import { useWhatsappTemplatesQuery } from '../hooks/useWhatsappTemplatesQuery';
import { FormActions } from '../../../ui/FormActions';
import { formSubmit } from '../../../ui/formSubmit';

type Channel = (typeof CHANNEL_CAMPAIGN_CHANNELS)[number];

// ChannelCampaignModal creates a draft SMS, WhatsApp (an approved template picked from the business account's list,
// its parameters filled in) or push campaign to a list or a segment.
export function ChannelCampaignModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lists = useListsQuery();
  const segments = useSegmentsQuery();
  const create = useCreateChannelCampaignMutation();
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<Channel>('sms');
  const [text, setText] = useState('');
  const [pick, setPick] = useState(EMPTY_PICK);
  const templates = useWhatsappTemplatesQuery(opened && channel === 'whatsapp');
  const [audience, setAudience] = useState<string | null>(null);
  const { errors, setErrors, failed } = useFieldErrors();

  const options = [
    { group: t('channels.campaigns.lists'), items: (lists.data ?? []).map((l) => ({ value: `list:${l.id}`, label: l.name })) },
    { group: t('channels.campaigns.segments'), items: (segments.data ?? []).map((s) => ({ value: `segment:${s.id}`, label: `${s.name} (${s.count})` })) },
  ];

  const submit = () => {
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = t('channels.form.required');
    if (!audience) missing.listId = t('channels.form.required');
    const template = channel === 'whatsapp' ? pickedTemplate(pick, templates.data) : undefined;
    if (channel === 'whatsapp' && !template)
      missing.template = pick.key || pick.manual ? t('channels.campaigns.templateParamsRequired') : t('channels.form.required');
    if (channel !== 'whatsapp' && !text.trim()) missing.text = t('channels.form.required');
    setErrors(missing);
    if (Object.keys(missing).length || !audience) return;
    const [kind, id] = audience.split(':');
    create.mutate(
      {
        name: name.trim(),
        channel,
        ...(kind === 'list' ? { listId: id } : { segmentId: id }),
        ...(channel === 'whatsapp' && template ? { template } : { text }),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('channels.campaigns.created') });
          setName('');
          setText('');
          setPick(EMPTY_PICK);
          onClose();
        },
        onError: failed,
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('channels.campaigns.new')} size="lg" data-testid="channel-campaign-modal">
      <form onSubmit={formSubmit(submit)}>
        <Stack gap="sm">
          <TextInput
            label={t('channels.campaigns.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            required
            data-testid="campaign-name"
          />
          <SegmentedControl
            value={channel}
            onChange={(v) => setChannel(v as Channel)}
            data={CHANNEL_CAMPAIGN_CHANNELS.map((c) => ({ value: c, label: t(`channels.kind.${c}`) }))}
            data-testid="campaign-channel"
          />
          <Select
            label={t('channels.campaigns.audience')}
            data={options}
            value={audience}
            onChange={setAudience}
            error={errors.listId ?? errors.segmentId}
            searchable
            required
            nothingFoundMessage={t('channels.campaigns.noAudience')}
            data-testid="campaign-audience"
          />
          {channel === 'whatsapp' ? (
            <WhatsAppTemplatePicker value={pick} onChange={setPick} error={errors.template} />
          ) : (
            <>
              <MessageTextField value={text} onChange={setText} error={errors.text} required testId="campaign-text" />
              {channel === 'sms' && <SegmentCounter text={text} />}
            </>
          )}
          <FormActions onCancel={onClose} submitLabel={t('channels.campaigns.create')} loading={create.isPending} submitTestId="campaign-create" />
        </Stack>
      </form>
    </Modal>
  );
}
