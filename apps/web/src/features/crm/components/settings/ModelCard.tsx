import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrain, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDateTime, formatNumber } from '../../../../ui/format';
import type { ScoringModel } from '../../api/settingsApi';
import { formatShare } from '../../crmFormat';
import { useTrainModelMutation } from '../../hooks/useTrainModelMutation';

// ModelCard shows the AI lead-score model (accuracy by cross-validation, samples, when trained) and retrains it.
export function ModelCard({ model }: { model: ScoringModel | null }) {
  const { t, i18n } = useTranslation();
  const train = useTrainModelMutation();
  const retrain = () =>
    train.mutate(undefined, {
      onSuccess: (m) =>
        m
          ? notifications.show({ color: 'teal', message: t('crm.settings.model.trained', { accuracy: formatShare(m.accuracy, i18n.language) }) })
          : notifications.show({ color: 'yellow', message: t('crm.settings.model.notEnough') }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.settings.model.failed')) }),
    });
  return (
    <Paper withBorder radius="md" p="md" data-testid="crm-model">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconBrain size={20} />
            <Title order={4}>{t('crm.settings.model.title')}</Title>
          </Group>
          <Badge color={model ? 'teal' : 'gray'} variant="light" data-testid="crm-model-state">
            {t(model ? 'crm.settings.model.active' : 'crm.settings.model.inactive')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('crm.settings.model.text')}
        </Text>
        {model ? (
          <SimpleGrid cols={3}>
            <div>
              <Text size="xs" c="dimmed">
                {t('crm.settings.model.accuracy')}
              </Text>
              <Text fw={700} data-testid="crm-model-accuracy">
                {formatShare(model.accuracy, i18n.language)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('crm.settings.model.samples')}
              </Text>
              <Text fw={700} data-testid="crm-model-samples">
                {formatNumber(model.samples, i18n.language)}
              </Text>
            </div>
            <div>
              <Text size="xs" c="dimmed">
                {t('crm.settings.model.trainedAt')}
              </Text>
              <Text fw={700}>{formatDateTime(model.trainedAt, i18n.language)}</Text>
            </div>
          </SimpleGrid>
        ) : (
          <Alert color="gray" variant="light" data-testid="crm-model-none">
            {t('crm.settings.model.notEnough')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button leftSection={<IconRefresh size={16} />} onClick={retrain} loading={train.isPending} data-testid="crm-model-retrain">
            {t('crm.settings.model.retrain')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
