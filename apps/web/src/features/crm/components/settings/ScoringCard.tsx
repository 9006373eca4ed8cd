import { useEffect, useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { DEFAULT_SCORING } from '@ulak/shared/crm';
import { serverErrorText } from '../../../../lib/api';
import type { Scoring } from '../../api/settingsApi';
import { useSaveScoringMutation } from '../../hooks/useSaveScoringMutation';

const EVENTS = Object.keys(DEFAULT_SCORING) as (keyof typeof DEFAULT_SCORING)[];

// ScoringCard sets the points each event adds to a lead's score (last 90 days, capped at 100).
export function ScoringCard({ scoring }: { scoring: Scoring }) {
  const { t } = useTranslation();
  const save = useSaveScoringMutation();
  const [values, setValues] = useState<Record<keyof Scoring, number | string>>(scoring);
  useEffect(() => setValues(scoring), [scoring]);
  const valid = EVENTS.every((e) => typeof values[e] === 'number' && Number.isInteger(values[e]) && (values[e] as number) >= 0 && (values[e] as number) <= 100);

  const submit = () =>
    valid &&
    save.mutate(Object.fromEntries(EVENTS.map((e) => [e, values[e] as number])) as Scoring, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('crm.settings.scoring.saved') }),
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('crm.common.saveFailed')) }),
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="crm-scoring">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('crm.settings.scoring.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('crm.settings.scoring.text')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {EVENTS.map((e) => (
            <LocaleNumberInput
              key={e}
              label={t(`crm.settings.scoring.${e}`)}
              description={t('crm.settings.scoring.default', { points: DEFAULT_SCORING[e] })}
              min={0}
              max={100}
              decimalScale={0}
              rightSection={
                <Text size="xs" c="dimmed">
                  {t('crm.settings.scoring.points')}
                </Text>
              }
              rightSectionWidth={56}
              value={values[e]}
              onChange={(v) => setValues((s) => ({ ...s, [e]: v }))}
              error={
                typeof values[e] !== 'number' || !Number.isFinite(values[e]) || (values[e] as number) > 100 ? t('crm.settings.scoring.invalid') : undefined
              }
              data-testid={`scoring-${e}`}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={submit} disabled={!valid} loading={save.isPending} data-testid="scoring-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
