import { Button, Group, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  onCancel: () => void;
  /** The submit button's text; "Save" when omitted. */
  submitLabel?: string;
  loading: boolean;
  disabled?: boolean;
  /** The submit button's colour; the theme's primary colour when omitted. */
  color?: string;
  submitTestId: string;
  mt?: MantineSpacing;
};

// FormActions is the row that ends a form in a drawer or modal: Cancel, then the submit button, on the right.
export function FormActions({ onCancel, submitLabel, loading, disabled, color, submitTestId, mt }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" color={color} loading={loading} disabled={disabled} data-testid={submitTestId}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
