// Currency menu of the public header: flag, symbol and code of the ten supported currencies.
import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES } from '@ulak/shared';
import { useCurrency } from '../hooks/useCurrency';

// CurrencyPicker lets the visitor choose the currency prices are shown in.
export function CurrencyPicker() {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  const current = CURRENCIES.find((c) => c.code === currency) ?? CURRENCIES[0];
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('currency.label', { code: current.code })}
          data-testid="currency-picker"
        >
          <span aria-hidden>{current.flag}</span>&nbsp;{current.symbol} {current.code}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('currency.menuLabel')}</Menu.Label>
        {CURRENCIES.map((c) => (
          <Menu.Item
            key={c.code}
            data-testid={`currency-option-${c.code}`}
            onClick={() => setCurrency(c.code)}
            leftSection={<span aria-hidden>{c.flag}</span>}
            rightSection={<Text size="xs" c="dimmed">{c.symbol}</Text>}
            fw={c.code === currency ? 700 : undefined}
          >
            {c.code} · {t(`currency.names.${c.code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
