import { Group, Text, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { scoreBand, scoreStars } from '@ulak/shared/crm';

const BAND_COLOR = { high: 'teal', medium: 'yellow', low: 'gray' } as const;

// ScoreStars shows a 0–100 lead score as 1–5 stars (score ÷ 20, rounded down) and the number, coloured by band.
export function ScoreStars({ score, testId = 'lead-score' }: { score: number; testId?: string }) {
  const { t } = useTranslation();
  const stars = scoreStars(score);
  const band = scoreBand(score);
  const label = t('crm.score.label', { score, stars, band: t(`crm.score.bands.${band}`) });
  return (
    <Tooltip label={label} withArrow>
      <Group gap={2} wrap="nowrap" aria-label={label} data-testid={testId} data-score={score} data-stars={stars} data-band={band}>
        {[1, 2, 3, 4, 5].map((i) =>
          i <= stars ? (
            <IconStarFilled key={i} size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
          ) : (
            <IconStar key={i} size={14} color="var(--mantine-color-gray-4)" aria-hidden />
          ),
        )}
        <Text size="sm" fw={600} ml={4} c={BAND_COLOR[band]} data-testid={`${testId}-value`}>
          {score}
        </Text>
      </Group>
    </Tooltip>
  );
}
