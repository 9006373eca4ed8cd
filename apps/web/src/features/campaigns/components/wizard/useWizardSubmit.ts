// The wizard's send and save: the specification's bulk call for free-text recipients only, otherwise a campaign
// (created once, then updated) that is sent or scheduled. Every outcome is a notification (seed 001 §8).
import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, serverErrorText } from '../../../../lib/api';
import { formatDateTime, formatNumber } from '../../../../ui/format';
import { useBulkSendMutation } from '../../../sending/hooks/useBulkSendMutation';
import type { Campaign } from '../../api/campaignsApi';
import { useCampaignActionMutation } from '../../hooks/useCampaignActionMutation';
import { useCreateCampaignMutation } from '../../hooks/useCreateCampaignMutation';
import { useScheduleCampaignMutation } from '../../hooks/useScheduleCampaignMutation';
import { useUpdateCampaignMutation } from '../../hooks/useUpdateCampaignMutation';
import { parsedRecipients, sendPath, toCampaignInput, type CampaignDraft } from './wizardDraft';

type Options = {
  /** The campaign being edited, if any: saves update it instead of creating a new one. */
  editingId: string | null;
  /** Called after a successful send, schedule or save: the wizard closes and the draft resets. */
  onDone: () => void;
};

// useWizardSubmit runs the wizard's send and save, and tracks a campaign that keeps sending in the background.
export function useWizardSubmit({ editingId, onDone }: Options) {
  const { t, i18n } = useTranslation();
  const create = useCreateCampaignMutation();
  const update = useUpdateCampaignMutation();
  const action = useCampaignActionMutation();
  const schedule = useScheduleCampaignMutation();
  const bulk = useBulkSendMutation();
  const [savedId, setSavedId] = useState<string | null>(editingId);
  const [trackingId, setTrackingId] = useState<string | null>(null);
  const [busy, setBusy] = useState<false | 'send' | 'draft'>(false);
  const n = (v: number) => formatNumber(v, i18n.language);

  const reset = () => {
    setSavedId(editingId);
    setTrackingId(null);
  };

  // failed shows the server's text for a refused send, else 'Failed to send campaign'; anything else is 'An error occurred'.
  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError) notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.wizard.sendFailed')) });
    else notifications.show({ color: 'red', message: t('campaigns.wizard.errorOccurred') });
  };

  // succeeded announces a finished send with its counts and closes the wizard.
  const succeeded = (sent: number, total: number) => {
    notifications.show({
      color: 'teal',
      title: t('campaigns.wizard.sendSuccess'),
      message: t('campaigns.wizard.sendCounts', { sent: n(sent), total: n(total) }),
    });
    reset();
    onDone();
  };

  const save = async (draft: CampaignDraft): Promise<Campaign> => {
    const body = toCampaignInput(draft);
    const campaign = savedId ? await update.mutateAsync({ id: savedId, body }) : await create.mutateAsync(body);
    setSavedId(campaign.id);
    return campaign;
  };

  const send = async (draft: CampaignDraft) => {
    setBusy('send');
    try {
      if (sendPath(draft, Boolean(savedId)) === 'bulk') {
        const res = await bulk.mutateAsync({
          recipients: parsedRecipients(draft).map((r) => `${r.email}, ${r.name}`),
          subject: draft.subject,
          htmlContent: draft.content,
          campaignName: draft.campaignName.trim() || draft.subject.trim(),
          personalizeContent: draft.personalizeContent,
          trackOpens: draft.trackOpens,
          trackClicks: draft.trackClicks,
          templateId: draft.templateId,
        });
        if (!res.success) {
          notifications.show({ color: 'red', message: res.error || t('campaigns.wizard.sendFailed') });
          return;
        }
        if (res.background) {
          setTrackingId(res.campaignId);
          return;
        }
        succeeded(res.totalSent, res.totalSent + res.totalFailed);
        return;
      }
      const campaign = await save(draft);
      if (draft.scheduleEnabled) {
        const at = new Date(draft.scheduledAt).toISOString();
        await schedule.mutateAsync({ id: campaign.id, scheduledAt: at });
        notifications.show({ color: 'teal', message: t('campaigns.wizard.scheduled', { date: formatDateTime(at, i18n.language) }) });
        reset();
        onDone();
        return;
      }
      await action.mutateAsync({ id: campaign.id, action: 'send' });
      setTrackingId(campaign.id);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = async (draft: CampaignDraft) => {
    setBusy('draft');
    try {
      await save(draft);
      notifications.show({ color: 'teal', message: t('campaigns.wizard.draftSaved') });
      reset();
      onDone();
    } catch (error) {
      notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.wizard.errorOccurred')) });
    } finally {
      setBusy(false);
    }
  };

  // finished handles the end of a tracked send: success with counts, or the failure text.
  const finished = (campaign: Campaign) => {
    if (campaign.status === 'sent') {
      succeeded(campaign.sent, campaign.recipients);
      return;
    }
    notifications.show({ color: 'red', message: campaign.error || t('campaigns.wizard.sendFailed') });
    // a failed campaign cannot be sent again: the next try starts a new one
    setSavedId(null);
    setTrackingId(null);
  };

  // background closes the wizard while a tracked send goes on; the campaigns table keeps showing its progress.
  const background = () => {
    notifications.show({ color: 'blue', message: t('campaigns.wizard.progress.backgroundNote') });
    reset();
    onDone();
  };

  return { send, saveDraft, save, finished, background, busy, trackingId, reset };
}
