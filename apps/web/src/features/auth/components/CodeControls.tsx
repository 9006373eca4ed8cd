import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESET_CODE_LENGTH } from '@ulak/shared';

type CodeFieldProps = {
  label: string;
  description: string;
  value: string;
  onChange: (code: string) => void;
  /** Characters dropped from what is typed or pasted (the code is then cut to its length). */
  strip: RegExp;
  testId?: string;
};

// CodeField is the large, spaced input for a mailed one-time code.
export function CodeField({ label, description, value, onChange, strip, testId }: CodeFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.replace(strip, '').slice(0, RESET_CODE_LENGTH))}
      maxLength={RESET_CODE_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      data-testid={testId}
      styles={{ input: { letterSpacing: '0.4em', fontSize: 20, textAlign: 'center' } }}
    />
  );
}

type CodeFooterProps = {
  onBack: () => void;
  backTestId: string;
  /** "Didn't get the code?" */
  noCode: string;
  resendLabel: string;
  onResend: () => void;
  resending?: boolean;
  resendTestId: string;
};

// CodeFooter is the row under a code step: back on the left, "no code?" with a resend link on the right.
export function CodeFooter({ onBack, backTestId, noCode, resendLabel, onResend, resending, resendTestId }: CodeFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} data-testid={backTestId}>
        {t('common.back')}
      </Button>
      <Text size="sm">
        {noCode}{' '}
        <Anchor component="button" type="button" onClick={onResend} disabled={resending} data-testid={resendTestId}>
          {resendLabel}
        </Anchor>
      </Text>
    </Group>
  );
}
