import { ActionIcon, Code, CopyButton, Group, Paper, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWebhookUrlQuery } from '../../hooks/useWebhookUrlQuery';

/** The body the delivery-event webhook accepts (deliveryEventSchema in @ulak/shared/audience). */
const EXAMPLE = JSON.stringify(
  {
    events: [
      {
        type: 'bounce',
        bounceType: 'hard',
        email: 'someone@example.com',
        campaignId: '00000000-0000-0000-0000-000000000000',
        reason: '550 5.1.1 user unknown',
      },
    ],
  },
  null,
  2,
);

// WebhookCard shows the workspace's delivery-event webhook address and the JSON a relay or ESP posts to it.
export function WebhookCard() {
  const { t } = useTranslation();
  const webhook = useWebhookUrlQuery();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="webhook-card">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('audience.webhook.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('audience.webhook.text')}
        </Text>
        {webhook.isPending && <Skeleton h={36} />}
        {webhook.isError && (
          <Text size="sm" c="red">
            {t('audience.webhook.loadFailed')}
          </Text>
        )}
        {webhook.data && (
          <Group gap="xs" wrap="nowrap">
            <TextInput value={webhook.data} readOnly style={{ flex: 1 }} aria-label={t('audience.webhook.url')} ff="monospace" data-testid="webhook-url" />
            <CopyButton value={webhook.data}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('audience.common.copied') : t('audience.common.copy')}>
                  <ActionIcon variant="default" size="lg" onClick={copy} aria-label={t('audience.common.copy')}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}
        <Text size="sm" fw={600}>
          {t('audience.webhook.shape')}
        </Text>
        <Code block data-testid="webhook-example">
          {EXAMPLE}
        </Code>
        <Text size="xs" c="dimmed">
          {t('audience.webhook.rules')}
        </Text>
      </Stack>
    </Paper>
  );
}
