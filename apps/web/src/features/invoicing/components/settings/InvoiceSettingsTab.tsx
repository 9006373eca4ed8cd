import { useEffect } from 'react';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBuilding } from '@tabler/icons-react';
import {
  DEFAULT_INVOICE_PREFIX,
  INVOICE_CURRENCIES,
  INVOICE_DESIGNS,
  formatInvoiceNumber,
  invoiceSettingsSchema,
  type InvoiceCurrency,
  type InvoiceDesign,
} from '@ulak/shared/invoicing';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { formatPercent } from '../../../../ui/format';
import { useCompanySettingsQuery } from '../../hooks/useCompanySettingsQuery';
import { useInvoiceSettingsQuery } from '../../hooks/useInvoiceSettingsQuery';
import { useSaveInvoiceSettingsMutation } from '../../hooks/useSaveInvoiceSettingsMutation';
import { parseNumberList } from '../../invoiceFormat';
import { QueryError } from '../common/QueryError';
import { serverFormErrors } from '../common/serverFormErrors';
import { GibSettingsCard } from './GibSettingsCard';

type Values = {
  taxRates: string;
  defaultTaxRate: string;
  paymentTermDays: number | string;
  defaultCurrency: InvoiceCurrency;
  defaultDesign: InvoiceDesign;
  defaultNotes: string;
  defaultTerms: string;
};

// an unreadable list or an empty number is NaN, which the schema refuses
const numbersOf = (text: string) => parseNumberList(text) ?? [Number.NaN];
const numberOf = (v: number | string) => (v === '' ? Number.NaN : Number(v));

// bodyOf is the settings the form sends.
const bodyOf = (v: Values) => ({
  taxRates: numbersOf(v.taxRates),
  defaultTaxRate: numberOf(v.defaultTaxRate),
  paymentTermDays: numberOf(v.paymentTermDays),
  defaultCurrency: v.defaultCurrency,
  defaultDesign: v.defaultDesign,
  defaultNotes: v.defaultNotes.trim(),
  defaultTerms: v.defaultTerms.trim(),
});

// validRates are the typed rates when the server would take them (the default rate's choices), else null.
const validRates = (text: string) => {
  const rates = invoiceSettingsSchema.shape.taxRates.safeParse(numbersOf(text));
  return rates.success && rates.data ? rates.data : null;
};

// InvoiceSettingsTab edits the invoice defaults (VAT rates, default rate, payment term, currency, design, notes and
// terms), links to the company settings that fill every invoice's header, and holds the GİB integrator card.
export function InvoiceSettingsTab() {
  const { t, i18n } = useTranslation();
  const query = useInvoiceSettingsQuery();
  const company = useCompanySettingsQuery();
  const save = useSaveInvoiceSettingsMutation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      taxRates: '',
      defaultTaxRate: '',
      paymentTermDays: 30,
      defaultCurrency: 'TRY',
      defaultDesign: 'standard',
      defaultNotes: '',
      defaultTerms: '',
    },
    validate: schemaValidate(invoiceSettingsSchema, {
      toBody: bodyOf,
      // a refused rate shows on the one text field, which says what the list needs
      paths: { taxRates: 'taxRates' },
      messages: { taxRates: t('invoicing.validation.taxRates'), paymentTermDays: t('invoicing.validation.paymentTerm') },
      // the server checks the default rate against the list it ends up with (saved or sent); the form sends both
      uiOnly: (v) => ({ defaultTaxRate: !validRates(v.taxRates)?.includes(numberOf(v.defaultTaxRate)) && 'v.defaultTaxRate' }),
    }),
  });
  const s = query.data;

  useEffect(() => {
    if (!s) return;
    form.setValues({
      taxRates: s.taxRates.join(', '),
      defaultTaxRate: String(s.defaultTaxRate),
      paymentTermDays: s.paymentTermDays,
      defaultCurrency: s.defaultCurrency,
      defaultDesign: s.defaultDesign,
      defaultNotes: s.defaultNotes,
      defaultTerms: s.defaultTerms,
    });
    form.resetDirty();
    // refill when the saved settings change
  }, [s]);

  const submit = form.onSubmit((v) =>
    save.mutate(bodyOf(v), {
      onSuccess: () => notifications.show({ color: 'teal', message: t('invoicing.settings.saved') }),
      onError: (error) => {
        form.setErrors(serverFormErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.settings.saveFailed')) });
      },
    }),
  );

  if (query.isError) return <QueryError error={query.error} fallback={t('invoicing.settings.loadFailed')} onRetry={() => void query.refetch()} />;
  if (!s) return <Skeleton h={320} radius="md" />;
  const rateOptions = (validRates(form.getValues().taxRates) ?? s.taxRates).map((r) => ({ value: String(r), label: formatPercent(r, i18n.language) }));
  const prefix = company.data?.invoicePrefix || DEFAULT_INVOICE_PREFIX;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Paper withBorder radius="md" p="md" style={{ gridColumn: 'span 2' }}>
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <div>
                <Title order={4}>{t('invoicing.settings.title')}</Title>
                <Text size="sm" c="dimmed">
                  {t('invoicing.settings.text')}
                </Text>
              </div>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('invoicing.settings.taxRates')}
                  description={t('invoicing.settings.taxRatesHint')}
                  {...form.getInputProps('taxRates')}
                  data-testid="invoice-settings-tax-rates"
                />
                <Select
                  label={t('invoicing.settings.defaultTaxRate')}
                  data={rateOptions}
                  allowDeselect={false}
                  {...form.getInputProps('defaultTaxRate')}
                  data-testid="invoice-settings-default-rate"
                />
                <LocaleNumberInput
                  label={t('invoicing.settings.paymentTermDays')}
                  min={0}
                  max={365}
                  decimalScale={0}
                  {...form.getInputProps('paymentTermDays')}
                  data-testid="invoice-settings-term"
                />
                <Select
                  label={t('invoicing.settings.defaultCurrency')}
                  data={[...INVOICE_CURRENCIES]}
                  allowDeselect={false}
                  {...form.getInputProps('defaultCurrency')}
                  data-testid="invoice-settings-currency"
                />
                <Select
                  label={t('invoicing.settings.defaultDesign')}
                  data={INVOICE_DESIGNS.map((d) => ({ value: d, label: t(`invoicing.designs.${d}`) }))}
                  allowDeselect={false}
                  {...form.getInputProps('defaultDesign')}
                  data-testid="invoice-settings-design"
                />
                <TextInput
                  label={t('invoicing.settings.prefix')}
                  value={prefix}
                  readOnly
                  description={t('invoicing.settings.prefixHint', { example: formatInvoiceNumber(prefix, new Date().getFullYear(), 1) })}
                />
              </SimpleGrid>
              <Textarea label={t('invoicing.settings.defaultNotes')} autosize minRows={2} {...form.getInputProps('defaultNotes')} />
              <Textarea label={t('invoicing.settings.defaultTerms')} autosize minRows={2} {...form.getInputProps('defaultTerms')} />
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending} data-testid="invoice-settings-save">
                  {t('invoicing.settings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={4}>{t('invoicing.settings.companyTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('invoicing.settings.companyText')}
            </Text>
            {company.data?.companyName && <Text fw={600}>{company.data.companyName}</Text>}
            <Anchor component={Link} to="/company-settings" data-testid="invoice-settings-company-link">
              <Group gap={6}>
                <IconBuilding size={16} />
                {t('invoicing.settings.companyLink')}
              </Group>
            </Anchor>
          </Stack>
        </Paper>
      </SimpleGrid>
      <GibSettingsCard />
    </Stack>
  );
}
