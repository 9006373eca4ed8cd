// Currency chooser of the public header and the pricing pages: flag, symbol and code of the ten supported currencies.
// A light disclosure list (no popover library) so the public first load stays small.
import { useId, useRef, useState } from 'react';
import { Box, Button, Paper, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type CurrencyCode } from '@ulak/shared/currency';
import { useCurrency } from '../hooks/useCurrency';

// CurrencyPicker lets the visitor choose the currency prices are shown in.
export function CurrencyPicker() {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  const [opened, setOpened] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpened(false));
  const current = CURRENCIES.find((c) => c.code === currency) ?? CURRENCIES[0];

  const choose = (code: CurrencyCode) => {
    setCurrency(code);
    setOpened(false);
    buttonRef.current?.focus();
  };

  return (
    <Box
      ref={rootRef}
      pos="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !opened) return;
        setOpened(false);
        buttonRef.current?.focus();
      }}
    >
      <Button
        ref={buttonRef}
        variant="default"
        size="xs"
        rightSection={<IconChevronDown size={14} aria-hidden />}
        aria-label={t('currency.label', { code: current.code })}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => setOpened((o) => !o)}
        data-testid="currency-picker"
      >
        <span aria-hidden>{current.flag}</span>&nbsp;{current.symbol} {current.code}
      </Button>
      {opened && (
        <Paper
          id={listId}
          withBorder
          shadow="md"
          p={4}
          pos="absolute"
          right={0}
          top="calc(100% + 4px)"
          w={250}
          style={{ zIndex: 300, maxHeight: 340, overflowY: 'auto' }}
          role="group"
          aria-label={t('currency.menuLabel')}
          data-testid="currency-options"
        >
          <Text size="xs" c="dimmed" px="xs" py={4}>
            {t('currency.menuLabel')}
          </Text>
          {CURRENCIES.map((c) => (
            <UnstyledButton
              key={c.code}
              className="ulak-option"
              aria-pressed={c.code === currency}
              onClick={() => choose(c.code)}
              data-testid={`currency-option-${c.code}`}
            >
              <span aria-hidden>{c.flag}</span>
              <span style={{ flexGrow: 1 }}>
                {c.code} · {t(`currency.names.${c.code}`)}
              </span>
              <Text span size="xs" c="dimmed">
                {c.symbol}
              </Text>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </Box>
  );
}
