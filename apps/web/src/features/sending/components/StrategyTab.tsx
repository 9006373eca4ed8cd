import { useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ROTATION_STRATEGIES, type RotationStrategy } from '@ulak/shared/campaigns';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { LocaleNumberInput } from '../../../ui/LocaleNumberInput';
import { useRotationStatsQuery } from '../hooks/useRotationStatsQuery';
import { useSetRotationStrategyMutation } from '../hooks/useSetRotationStrategyMutation';
import { useUpdateMailServerMutation } from '../hooks/useUpdateMailServerMutation';

const STRATEGY_KEYS: Record<RotationStrategy, 'roundRobin' | 'weighted' | 'performanceBased'> = {
  'round-robin': 'roundRobin',
  weighted: 'weighted',
  'performance-based': 'performanceBased',
};

// StrategyTab chooses how sends are spread over the servers: round-robin, weighted (with a weight per server) or
// performance-based.
export function StrategyTab() {
  const { t } = useTranslation();
  const stats = useRotationStatsQuery();
  const setStrategy = useSetRotationStrategyMutation();
  const update = useUpdateMailServerMutation();
  const [choice, setChoice] = useState<RotationStrategy | null>(null);
  const current = choice ?? stats.data?.strategy ?? 'round-robin';

  const save = () =>
    setStrategy.mutate(current, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('campaigns.rotation.strategy.saved', { strategy: t(`campaigns.rotation.strategy.options.${STRATEGY_KEYS[current]}.label`) }),
        });
        setChoice(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.strategy.saveFailed')) }),
    });

  // the weight typed in each server's field (read in the interface language), saved when the field is left
  const typed = useRef(new Map<string, number | ''>());
  const saveWeight = (id: string, weight: number | '' | undefined, before: number) => {
    if (typeof weight !== 'number') return;
    if (!Number.isInteger(weight) || weight < 1 || weight > 100 || weight === before) return;
    update.mutate(
      { id, body: { weight } },
      { onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.rotation.servers.actionFailed')) }) },
    );
  };

  if (stats.isPending) return <Skeleton h={200} radius="md" />;
  if (stats.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {serverErrorText(stats.error, t('campaigns.rotation.loadError'))}
      </Alert>
    );

  return (
    <Stack gap="md">
      <Radio.Group
        value={current}
        onChange={(v) => setChoice(v as RotationStrategy)}
        label={t('campaigns.rotation.strategy.label')}
        data-testid="strategy-group"
      >
        <Stack gap="sm" mt="xs">
          {ROTATION_STRATEGIES.map((s) => (
            <Radio
              key={s}
              value={s}
              label={t(`campaigns.rotation.strategy.options.${STRATEGY_KEYS[s]}.label`)}
              description={t(`campaigns.rotation.strategy.options.${STRATEGY_KEYS[s]}.text`)}
              data-testid={`strategy-${s}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {current === 'weighted' && (
        <Paper withBorder radius="md" p="sm">
          <Text size="sm" fw={600} mb="xs">
            {t('campaigns.rotation.strategy.weights')}
          </Text>
          {stats.data.servers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('campaigns.rotation.servers.emptyTitle')}
            </Text>
          ) : (
            <Table data-testid="strategy-weights">
              <Table.Tbody>
                {stats.data.servers.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{s.name}</Table.Td>
                    <Table.Td w={160}>
                      <LocaleNumberInput
                        aria-label={t('campaigns.rotation.strategy.weightOf', { name: s.name })}
                        min={1}
                        max={100}
                        decimalScale={0}
                        defaultValue={s.weight}
                        onChange={(v) => typed.current.set(s.id, v)}
                        onBlur={() => saveWeight(s.id, typed.current.get(s.id), s.weight)}
                        data-testid="strategy-weight"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      )}
      <Group justify="flex-end">
        <Button onClick={save} loading={setStrategy.isPending} disabled={current === stats.data.strategy} data-testid="strategy-save">
          {t('campaigns.common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
