import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PlatformOverview } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { formatDateTime } from '../../../ui/format';
import { useRefreshRatesMutation } from '../hooks/useRefreshRatesMutation';
import { useSavePlatformConfigMutation } from '../hooks/useSavePlatformConfigMutation';

// ExchangeRatesCard shows where the exchange rates come from and lets the admin point the platform at a provider URL
// (stored, overriding ULAK_RATES_URL), go back to the environment's, or fetch now.
export function ExchangeRatesCard({ rates }: { rates: PlatformOverview['exchangeRates'] }) {
  const { t, i18n } = useTranslation();
  const [url, setUrl] = useState('');
  const save = useSavePlatformConfigMutation();
  const refresh = useRefreshRatesMutation();
  const failed = (e: unknown) => notifications.show({ color: 'red', message: serverErrorText(e, t('admin.panel.saveFailed')) });
  const store = (exchangeRatesUrl: string | null) =>
    save.mutate(
      { exchangeRatesUrl },
      {
        onSuccess: (d) => {
          setUrl('');
          notifications.show({
            color: d.exchangeRates.ratesSource === 'provider' ? 'teal' : 'yellow',
            message: t('admin.panel.platform.ratesSaved', { host: d.exchangeRates.host ?? t('admin.panel.platform.defaultRates') }),
          });
        },
        onError: failed,
      },
    );
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-rates">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          {t('admin.panel.platform.rates')}
        </Title>
        <Badge variant="light" color={rates.source === 'default' ? 'gray' : 'teal'} data-testid="admin-rates-source">
          {t(`admin.panel.platform.ratesFrom.${rates.source}`, { host: rates.host ?? '' })}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {rates.fetchedAt && rates.ratesSource === 'provider'
          ? t('admin.panel.platform.ratesFetched', { at: formatDateTime(rates.fetchedAt, i18n.language) })
          : t('admin.panel.platform.ratesBuiltIn')}
      </Text>
      <Stack gap="xs">
        <TextInput
          label={t('admin.panel.platform.ratesUrl')}
          description={t('admin.panel.platform.ratesUrlHint')}
          placeholder="https://open.er-api.com/v6/latest/TRY"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          data-testid="admin-rates-url"
        />
        <Group gap="xs">
          <Button disabled={!url.trim()} loading={save.isPending} onClick={() => store(url.trim())} data-testid="admin-rates-save">
            {t('common.save')}
          </Button>
          {rates.source === 'panel' && (
            <Button variant="default" loading={save.isPending} onClick={() => store(null)} data-testid="admin-rates-reset">
              {t('admin.panel.platform.ratesUseEnv')}
            </Button>
          )}
          <Button
            variant="light"
            disabled={!rates.configured}
            loading={refresh.isPending}
            data-testid="admin-rates-refresh"
            onClick={() =>
              refresh.mutate(undefined, {
                onSuccess: (r) =>
                  notifications.show({
                    color: r.updated ? 'teal' : 'red',
                    message: r.updated ? t('admin.panel.platform.ratesUpdated') : t('admin.panel.platform.ratesNotUpdated'),
                  }),
                onError: failed,
              })
            }
          >
            {t('admin.panel.platform.ratesRefresh')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
