import { useCallback, useState } from 'react';
import { Button, Group, Modal, Stepper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarTime, IconDeviceFloppy, IconMailFast, IconSend } from '@tabler/icons-react';
import { serverErrorText } from '../../../../lib/api';
import { useTranslation } from 'react-i18next';
import '../../campaignsI18n';
import type { Campaign } from '../../api/campaignsApi';
import type { TestTarget } from '../../api/reportApi';
import { SendTestModal } from '../SendTestModal';
import { ConfirmStep } from './ConfirmStep';
import { InfoStep } from './InfoStep';
import { RecipientsStep } from './RecipientsStep';
import { SendProgress } from './SendProgress';
import { useWizardSubmit } from './useWizardSubmit';
import { abErrors, draftFromCampaign, emptyDraft, hasAudience, infoErrors, scheduleError, type CampaignDraft } from './wizardDraft';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** A draft or scheduled campaign to edit; a new campaign otherwise. */
  campaign?: Campaign | null;
  /** Runs after a successful send, schedule or save. */
  onSuccess?: () => void;
};

// CampaignWizard is the three-step campaign modal (seed 001 §2, §4): info → recipients → confirm and send.
// Back is always allowed; the draft survives closing the modal and resets after a success.
export function CampaignWizard({ opened, onClose, campaign = null, onSuccess }: Props) {
  const { t } = useTranslation();
  const initial = useCallback(
    () => (campaign ? draftFromCampaign(campaign, t('campaigns.wizard.defaults.subject')) : emptyDraft(t('campaigns.wizard.defaults.subject'))),
    [campaign, t],
  );
  const [draft, setDraft] = useState<CampaignDraft>(initial);
  const [step, setStep] = useState(0);
  const [tried, setTried] = useState<{ info: boolean; recipients: boolean; confirm: boolean }>({ info: false, recipients: false, confirm: false });
  const change = (patch: Partial<CampaignDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const [testing, setTesting] = useState<TestTarget | null>(null);
  const [savingTest, setSavingTest] = useState(false);
  // a test goes out as the campaign is saved: the wizard's draft is saved first (created once, then updated)
  const test = async () => {
    setSavingTest(true);
    try {
      const saved = await submit.save(draft);
      setTesting({ kind: 'campaign', id: saved.id, name: saved.name });
    } catch (error) {
      notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.wizard.errorOccurred')) });
    } finally {
      setSavingTest(false);
    }
  };

  const done = () => {
    setDraft(initial());
    setStep(0);
    setTried({ info: false, recipients: false, confirm: false });
    onClose();
    onSuccess?.();
  };
  const submit = useWizardSubmit({ editingId: campaign?.id ?? null, onDone: done });
  const { finished } = submit;
  const sending = submit.busy !== false || submit.trackingId !== null;

  const next = () => {
    if (step === 0) {
      setTried((s) => ({ ...s, info: true }));
      if (Object.keys(infoErrors(draft)).length || Object.keys(abErrors(draft)).length) return;
      setStep(1);
      return;
    }
    if (step === 1) {
      setTried((s) => ({ ...s, recipients: true }));
      if (!hasAudience(draft)) {
        notifications.show({ color: 'red', message: t('campaigns.wizard.noValidRecipients') });
        return;
      }
      setStep(2);
    }
  };

  const send = () => {
    setTried((s) => ({ ...s, confirm: true }));
    if (scheduleError(draft)) return;
    void submit.send(draft);
  };

  const title = campaign ? t('campaigns.wizard.editTitle') : t('campaigns.wizard.title');
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" closeOnClickOutside={false} data-testid="campaign-wizard">
      {submit.trackingId ? (
        <SendProgress campaignId={submit.trackingId} onFinished={finished} onBackground={submit.background} />
      ) : (
        <>
          <Stepper active={step} onStepClick={(s) => s < step && !sending && setStep(s)} size="sm" mb="md" allowNextStepsSelect={false}>
            <Stepper.Step label={t('campaigns.wizard.steps.info')} description={t('campaigns.wizard.steps.infoText')} data-testid="wizard-step-info">
              <InfoStep draft={draft} onChange={change} errors={tried.info ? infoErrors(draft) : {}} abErrors={tried.info ? abErrors(draft) : {}} />
            </Stepper.Step>
            <Stepper.Step
              label={t('campaigns.wizard.steps.recipients')}
              description={t('campaigns.wizard.steps.recipientsText')}
              data-testid="wizard-step-recipients"
            >
              <RecipientsStep draft={draft} onChange={change} showError={tried.recipients && !hasAudience(draft)} />
            </Stepper.Step>
            <Stepper.Step label={t('campaigns.wizard.steps.confirm')} description={t('campaigns.wizard.steps.confirmText')} data-testid="wizard-step-confirm">
              <ConfirmStep draft={draft} onChange={change} showScheduleError={tried.confirm} />
            </Stepper.Step>
          </Stepper>
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={step === 0 || sending} data-testid="wizard-back">
              {t('campaigns.wizard.buttons.back')}
            </Button>
            {step < 2 ? (
              <Button onClick={next} data-testid="wizard-next">
                {t('campaigns.wizard.buttons.next')}
              </Button>
            ) : (
              <Group gap="xs">
                <Button
                  variant="default"
                  leftSection={<IconMailFast size={16} />}
                  loading={savingTest}
                  disabled={sending}
                  onClick={() => void test()}
                  data-testid="wizard-send-test"
                >
                  {t('campaigns.testSend.button')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconDeviceFloppy size={16} />}
                  loading={submit.busy === 'draft'}
                  disabled={sending && submit.busy !== 'draft'}
                  onClick={() => void submit.saveDraft(draft)}
                  data-testid="wizard-save-draft"
                >
                  {t('campaigns.wizard.buttons.saveDraft')}
                </Button>
                <Button
                  leftSection={draft.scheduleEnabled ? <IconCalendarTime size={16} /> : <IconSend size={16} />}
                  loading={submit.busy === 'send'}
                  disabled={sending && submit.busy !== 'send'}
                  onClick={send}
                  data-testid="wizard-send"
                >
                  {draft.scheduleEnabled ? t('campaigns.wizard.buttons.schedule') : t('campaigns.wizard.buttons.send')}
                </Button>
              </Group>
            )}
          </Group>
        </>
      )}
      <SendTestModal target={testing} onClose={() => setTesting(null)} />
    </Modal>
  );
}
