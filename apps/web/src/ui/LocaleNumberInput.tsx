// LocaleNumberInput: the one input for numbers and money in the product. It reads what the user types in the interface
// language (Turkish "1.234,56", English "1,234.56"), says a money value back under the field ("= 85,50 ₺"), writes it
// canonically on blur, and refuses ambiguous or invalid text with a translated message instead of guessing.
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { currencySymbol } from '@ulak/shared/format';
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './numberInputI18n';
import type { NumberInputKey } from './numberInputI18n';
import { canonicalText, checkNumberText, echoText, maxDecimalsOf, valueText, type NumberRules } from './numberText';

export type LocaleNumberInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> &
  NumberRules & {
    /** A number, or '' for an empty field (strings from older form values are read as plain numbers). */
    value?: number | string | null;
    defaultValue?: number | string | null;
    /** Called with the number, '' when emptied, or NaN while the text is refused. */
    onChange?: (value: number | '') => void;
    /** Say the value back under the field (default: for money). It stays while the value is valid, so leaving the
     * field never moves the layout under the pointer. */
    echo?: boolean;
  };

const same = (a: number | string | null | undefined, b: number | string | null | undefined) => a === b || (Number.isNaN(a) && Number.isNaN(b));

type LooseT = (key: string, options?: Record<string, unknown>) => string;

export function LocaleNumberInput({
  value,
  defaultValue,
  onChange,
  onBlur,
  onFocus,
  min,
  max,
  decimalScale,
  currency,
  percent,
  echo,
  error,
  description,
  rightSection,
  ...rest
}: LocaleNumberInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const rules: NumberRules = useMemo(() => ({ min, max, decimalScale, currency, percent }), [min, max, decimalScale, currency, percent]);
  const initial = value !== undefined ? value : defaultValue;
  const [text, setText] = useState(() => valueText(initial, language, rules));
  // the last value this field reported: a different value from outside (a reset, a fetched rate) rewrites the text
  const reported = useRef<number | string | null | undefined>(
    initial === null || initial === '' ? '' : typeof initial === 'string' ? Number(initial) : initial,
  );
  const shownLanguage = useRef(language);

  useEffect(() => {
    if (value === undefined) return;
    // a plain numeric string (older form values, "1.5" kept by a caller) is the number it writes
    const incoming = value === null || value === '' ? '' : typeof value === 'number' ? value : Number(value);
    if (!same(incoming, reported.current) || shownLanguage.current !== language) {
      reported.current = incoming;
      shownLanguage.current = language;
      // a refused text is reported as NaN: the field keeps what the user typed
      if (!(typeof incoming === 'number' && Number.isNaN(incoming))) setText(valueText(incoming, language, rules));
    }
  }, [value, language, rules]);

  const check = useMemo(() => checkNumberText(text, language, rules), [text, language, rules]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      const result = checkNumberText(next, language, rules);
      if (same(result.value, reported.current as number)) return;
      reported.current = result.value;
      onChange?.(result.value);
    },
    [language, rules, onChange],
  );

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    if (typeof check.value === 'number' && !Number.isNaN(check.value)) setText(canonicalText(check.value, language, rules));
    onBlur?.(event);
  };

  const tt = t as unknown as LooseT;
  const limit = (n: number | undefined) => (n === undefined ? '' : echoText(n, language, rules));
  const problem = check.problem
    ? tt(`numberInput.${check.problem satisfies NumberInputKey}`, { digits: maxDecimalsOf(rules), min: limit(min), max: limit(max) })
    : null;
  const valid = typeof check.value === 'number' && !Number.isNaN(check.value);
  const said = valid && (echo ?? Boolean(currency));
  const echoNode = said ? (
    <Text span size="xs" c="teal.8" display="block" data-number-echo>
      {tt('numberInput.echo', { value: echoText(check.value as number, language, rules) })}
    </Text>
  ) : null;

  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => change(e.currentTarget.value)}
      onFocus={onFocus}
      onBlur={blur}
      error={problem ?? error}
      description={
        description || echoNode ? (
          <>
            {description}
            {echoNode}
          </>
        ) : undefined
      }
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      rightSection={
        rightSection ??
        (currency ? (
          <Text size="sm" c="dimmed">
            {currencySymbol(currency)}
          </Text>
        ) : percent ? (
          <Text size="sm" c="dimmed">
            %
          </Text>
        ) : undefined)
      }
      data-parsed={valid ? String(check.value) : check.value === '' ? '' : 'NaN'}
    />
  );
}
