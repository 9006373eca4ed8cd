import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { useAuth } from '../../auth/hooks/useAuth';
import { useAvatarQuery } from '../hooks/useAvatarQuery';
import { useAvatarMutation } from '../hooks/useAvatarMutation';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

// AvatarPanel uploads, shows and removes the profile picture (the server re-encodes it; SVG is refused).
export function AvatarPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const avatar = useAvatarQuery();
  const change = useAvatarMutation();
  const [removing, setRemoving] = useState(false);
  const url = avatar.data?.avatarUrl ?? null;
  const initials = `${user?.firstName?.charAt(0) ?? ''}${user?.lastName?.charAt(0) ?? ''}`.toUpperCase() || 'U';
  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.avatar.failed')) });

  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return notifications.show({ color: 'red', message: t('settings.avatar.tooLarge') });
    change.mutate(file, { onSuccess: () => notifications.show({ color: 'teal', message: t('settings.avatar.saved') }), onError: failed });
  };

  return (
    <Group gap="md" data-testid="avatar-panel">
      <Avatar src={url} size={72} radius="xl" color="blue" alt={t('settings.avatar.title')} data-testid="avatar-preview">
        {initials}
      </Avatar>
      <Stack gap={6}>
        <Text fw={600}>{t('settings.avatar.title')}</Text>
        <Text size="xs" c="dimmed">
          {t('settings.avatar.hint')}
        </Text>
        <Group gap="xs">
          <FileButton onChange={pick} accept={ACCEPT}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={14} />} loading={change.isPending} data-testid="avatar-upload">
                {url ? t('settings.avatar.replace') : t('settings.avatar.upload')}
              </Button>
            )}
          </FileButton>
          {url && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => setRemoving(true)} data-testid="avatar-remove">
              {t('settings.avatar.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmModal
        opened={removing}
        title={t('settings.avatar.removeTitle')}
        text={t('settings.avatar.removeText')}
        confirmLabel={t('settings.avatar.remove')}
        loading={change.isPending}
        onCancel={() => setRemoving(false)}
        onConfirm={() => change.mutate(null, { onError: failed, onSettled: () => setRemoving(false) })}
        testId="avatar-remove"
      />
    </Group>
  );
}
