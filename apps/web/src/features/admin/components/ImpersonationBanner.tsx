import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import { useAuth } from '../../auth/hooks/useAuth';
import { useImpersonationQuery } from '../hooks/useImpersonationQuery';
import { useEndImpersonationMutation } from '../hooks/useEndImpersonationMutation';
import { stopImpersonating } from '../impersonation';
import { formatTime } from '../../../ui/format';

// ImpersonationBanner shows on every panel screen while an admin acts as a user: who, as whom, until when, and End.
export function ImpersonationBanner() {
  const { t, i18n } = useTranslation();
  const { status, isAdmin } = useAuth();
  const q = useImpersonationQuery(status === 'authenticated' && !isAdmin);
  const end = useEndImpersonationMutation();
  const imp = q.data?.impersonation;
  if (!imp) return null;
  return (
    <Alert color="orange" variant="filled" radius={0} icon={<IconUserShield size={18} />} data-testid="impersonation-banner">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          {t('admin.panel.impersonation.banner', { admin: imp.adminEmail, user: imp.userEmail, time: formatTime(imp.expiresAt, i18n.language) })}
        </Text>
        <Button
          size="xs"
          variant="white"
          color="orange"
          loading={end.isPending}
          onClick={() => end.mutate(undefined, { onSettled: stopImpersonating })}
          data-testid="impersonation-end"
        >
          {t('admin.panel.impersonation.end')}
        </Button>
      </Group>
    </Alert>
  );
}
