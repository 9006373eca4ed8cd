import { CheckIcon, ColorSwatch, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ACCENT_COLORS, DENSITIES, THEMES, type Appearance } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { useLanguage } from '../../language/hooks/useLanguage';
import { useApplyAppearance } from '../appearance';
import { useSaveAppearanceMutation } from '../hooks/useSaveAppearanceMutation';

type Props = { value: Appearance };

// AppearancePanel applies theme, accent, density and language at once and remembers them on the server.
export function AppearancePanel({ value }: Props) {
  const { t } = useTranslation();
  const { setLanguage } = useLanguage();
  const apply = useApplyAppearance();
  const save = useSaveAppearanceMutation();
  const change = (patch: Partial<Appearance>) => {
    apply(patch);
    if (patch.language) setLanguage(patch.language);
    save.mutate(patch, { onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) }) });
  };
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text fw={600}>{t('settings.appearance.colorScheme')}</Text>
        <SegmentedControl
          w="fit-content"
          value={value.theme}
          onChange={(v) => change({ theme: v as Appearance['theme'] })}
          data={THEMES.map((th) => ({ value: th, label: t(`settings.appearance.${th === 'system' ? 'auto' : th}`) }))}
          data-testid="color-scheme-switch"
        />
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t('settings.appearance.accent')}</Text>
        <Group gap="xs">
          {ACCENT_COLORS.map((c) => (
            <ColorSwatch
              key={c}
              component="button"
              type="button"
              color={`var(--mantine-color-${c}-6)`}
              onClick={() => change({ accentColor: c })}
              aria-label={c}
              style={{ cursor: 'pointer', color: 'white' }}
              data-testid={`accent-${c}`}
            >
              {value.accentColor === c && <CheckIcon style={{ width: 12, height: 12 }} />}
            </ColorSwatch>
          ))}
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t('settings.appearance.density')}</Text>
        <SegmentedControl
          w="fit-content"
          value={value.density}
          onChange={(v) => change({ density: v as Appearance['density'] })}
          data={DENSITIES.map((d) => ({ value: d, label: t(`settings.appearance.densities.${d}`) }))}
        />
      </Stack>
      <Stack gap={4}>
        <Text fw={600}>{t('settings.appearance.language')}</Text>
        <SegmentedControl
          w="fit-content"
          value={value.language}
          onChange={(v) => change({ language: v as Appearance['language'] })}
          data={[
            { value: 'tr', label: 'Türkçe' },
            { value: 'en', label: 'English' },
          ]}
        />
      </Stack>
    </Stack>
  );
}
