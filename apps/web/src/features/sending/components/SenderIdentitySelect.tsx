import { Alert, Select, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSenderIdentitiesQuery } from '../hooks/useSenderIdentities';
// its texts live in the campaigns tree (the wizard's sender step); the automation builder and drips use it too
import '../../campaigns/campaignsI18n';

const PLATFORM = 'platform';

// SenderIdentitySelect picks the identity a campaign goes out as: verified identities are selectable, unverified ones
// are listed (disabled) with the reason, and "platform address" sends from the platform with the workspace name.
export function SenderIdentitySelect({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const identities = useSenderIdentitiesQuery();
  const list = identities.data ?? [];
  const chosen = list.find((i) => i.id === value);
  const unverified = list.filter((i) => i.status !== 'verified');
  const data = [
    { value: PLATFORM, label: t('campaigns.wizard.sender.platform') },
    ...list.map((i) => ({
      value: i.id,
      label: `${i.fromName} <${i.fromEmail}>${i.status === 'verified' ? '' : ` — ${t('campaigns.wizard.sender.unverifiedSuffix')}`}`,
      // a chosen identity that lost its verification stays shown as chosen
      disabled: i.status !== 'verified' && i.id !== value,
    })),
  ];
  return (
    <Stack gap={4}>
      <Select
        label={t('campaigns.wizard.sender.label')}
        data={data}
        value={value ?? PLATFORM}
        onChange={(v) => onChange(!v || v === PLATFORM ? null : v)}
        allowDeselect={false}
        data-testid="wizard-sender"
      />
      <Text size="xs" c="dimmed" data-testid="wizard-sender-hint">
        {chosen
          ? chosen.status === 'verified'
            ? t('campaigns.wizard.sender.verifiedHint', { name: chosen.fromName, email: chosen.fromEmail, replyTo: chosen.replyTo ?? chosen.fromEmail })
            : t('campaigns.wizard.sender.unverifiedHint', { domain: chosen.domain.domain, email: chosen.replyTo ?? chosen.fromEmail })
          : t('campaigns.wizard.sender.platformHint')}
      </Text>
      {unverified.length > 0 && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={16} />} p="xs" data-testid="wizard-sender-unverified">
          <Text size="xs">
            {t('campaigns.wizard.sender.unverifiedList', { list: unverified.map((i) => `${i.fromEmail} (${i.domain.domain})`).join(', ') })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
