import { useState } from 'react';
import { Accordion, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileCertificate } from '@tabler/icons-react';
import {
  INVOICE_TYPE_CODE_LABELS,
  INVOICE_TYPE_CODES,
  PAYMENT_MEANS_CODES,
  PAYMENT_MEANS_LABELS,
  TR_EXEMPTION_CODE_LIST,
  TR_EXEMPTION_CODES,
  TR_INVOICE_TYPE_LABELS,
  TR_INVOICE_TYPES,
  TR_PROFILE_LABELS,
  TR_PROFILES,
} from '@ulak/shared/invoicing';
import { useTranslation } from 'react-i18next';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { useInvoicesQuery } from '../../hooks/useInvoicesQuery';
import { labelOf, PAYMENT_MEANS_FIELDS } from '../../einvoiceFormat';
import type { InvoiceFormValues } from '../../invoiceFormat';

type Props = {
  form: UseFormReturnType<InvoiceFormValues>;
  /** The draft being edited (it cannot correct itself). */
  invoiceId: string | null;
  opened: boolean;
  onToggle: (opened: boolean) => void;
};

// PrecedingInvoiceSelect picks the issued invoice a corrected invoice (384) corrects, searching the workspace's invoices.
function PrecedingInvoiceSelect({ form, invoiceId }: Pick<Props, 'form' | 'invoiceId'>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInvoicesQuery({ kind: 'invoice', search: debounced || undefined, page: 1, limit: 50 });
  const selected = form.getValues().precedingInvoiceId;
  const options = (query.data?.invoices ?? [])
    .filter((r) => r.number && r.status !== 'draft' && r.id !== invoiceId)
    .map((r) => ({ value: r.id, label: `${r.number} · ${r.customer}` }));
  if (selected && !options.some((o) => o.value === selected)) options.push({ value: selected, label: form.getValues().precedingInvoiceLabel || selected });
  return (
    <Select
      label={t('invoicing.einvoice.precedingInvoice')}
      description={t('invoicing.einvoice.precedingInvoiceHint')}
      placeholder={t('invoicing.einvoice.precedingInvoicePlaceholder')}
      nothingFoundMessage={query.isPending ? t('common.loadingDots') : t('invoicing.einvoice.noIssuedInvoices')}
      data={options}
      searchable
      onSearchChange={setSearch}
      error={query.isError ? t('invoicing.list.loadFailed') : undefined}
      {...form.getInputProps('precedingInvoiceId')}
      onChange={(v) => {
        form.setFieldValue('precedingInvoiceId', v ?? '');
        form.setFieldValue('precedingInvoiceLabel', options.find((o) => o.value === v)?.label ?? '');
      }}
      data-testid="invoice-form-preceding"
    />
  );
}

// EInvoiceDetails is the collapsible "E-invoice details" section of the invoice form: document type (and the invoice a
// corrected invoice corrects), invoicing period, contract and project references, payment means with the fields its
// code needs, stopaj, and the Turkish e-Fatura profile, type and GİB exemption.
export function EInvoiceDetails({ form, invoiceId, opened, onToggle }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const v = form.getValues();
  const meansFields = PAYMENT_MEANS_FIELDS[v.paymentMeans.code];
  const auto = { value: '', label: t('invoicing.einvoice.automatic') };

  return (
    <Accordion variant="contained" value={opened ? 'einvoice' : null} onChange={(value) => onToggle(value === 'einvoice')} data-testid="invoice-form-einvoice">
      <Accordion.Item value="einvoice">
        <Accordion.Control icon={<IconFileCertificate size={18} />} data-testid="invoice-form-einvoice-toggle">
          <Text fw={600}>{t('invoicing.einvoice.title')}</Text>
          <Text size="xs" c="dimmed">
            {t('invoicing.einvoice.text')}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Select
                label={t('invoicing.einvoice.typeCode')}
                data={INVOICE_TYPE_CODES.map((c) => ({ value: c, label: `${c} · ${labelOf(INVOICE_TYPE_CODE_LABELS[c], lang)}` }))}
                allowDeselect={false}
                {...form.getInputProps('typeCode')}
                data-testid="invoice-form-type-code"
              />
              {v.typeCode === '384' && <PrecedingInvoiceSelect form={form} invoiceId={invoiceId} />}
              <TextInput
                type="date"
                label={t('invoicing.einvoice.periodStart')}
                {...form.getInputProps('invoicingPeriodStart')}
                data-testid="invoice-form-period-start"
              />
              <TextInput
                type="date"
                label={t('invoicing.einvoice.periodEnd')}
                {...form.getInputProps('invoicingPeriodEnd')}
                data-testid="invoice-form-period-end"
              />
            </SimpleGrid>
            {v.typeCode === '389' && (
              <Text size="xs" c="dimmed" data-testid="invoice-form-self-billed-hint">
                {t('invoicing.einvoice.selfBilledHint')}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <TextInput label={t('invoicing.einvoice.contractReference')} {...form.getInputProps('contractReference')} data-testid="invoice-form-contract" />
              <TextInput label={t('invoicing.einvoice.projectReference')} {...form.getInputProps('projectReference')} data-testid="invoice-form-project" />
              <LocaleNumberInput
                label={t('invoicing.einvoice.stopajPercent')}
                description={t('invoicing.einvoice.stopajHint')}
                min={0}
                max={100}
                decimalScale={2}
                percent
                {...form.getInputProps('stopajPercent')}
                data-testid="invoice-form-stopaj"
              />
            </SimpleGrid>
            <Text fw={600} size="sm">
              {t('invoicing.einvoice.paymentMeans')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Select
                label={t('invoicing.einvoice.paymentMeansCode')}
                data={[
                  { value: '', label: t('invoicing.einvoice.paymentMeansDefault') },
                  ...PAYMENT_MEANS_CODES.map((c) => ({ value: c, label: `${c} · ${labelOf(PAYMENT_MEANS_LABELS[c], lang)}` })),
                ]}
                allowDeselect={false}
                {...form.getInputProps('paymentMeans.code')}
                data-testid="invoice-form-payment-means"
              />
              {meansFields.map((field) => (
                <TextInput
                  key={field}
                  label={t(`invoicing.einvoice.meansFields.${field}`)}
                  maxLength={field === 'cardLast4' ? 4 : undefined}
                  {...form.getInputProps(`paymentMeans.${field}`)}
                  data-testid={`invoice-form-means-${field}`}
                />
              ))}
            </SimpleGrid>
            <Text fw={600} size="sm">
              {t('invoicing.einvoice.turkey')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Select
                label={t('invoicing.einvoice.profile')}
                description={t('invoicing.einvoice.profileHint')}
                data={[auto, ...TR_PROFILES.map((p) => ({ value: p, label: `${p} · ${labelOf(TR_PROFILE_LABELS[p], lang)}` }))]}
                allowDeselect={false}
                {...form.getInputProps('trProfile')}
                data-testid="invoice-form-tr-profile"
              />
              <Select
                label={t('invoicing.einvoice.invoiceType')}
                description={t('invoicing.einvoice.invoiceTypeHint')}
                data={[auto, ...TR_INVOICE_TYPES.map((p) => ({ value: p, label: `${p} · ${labelOf(TR_INVOICE_TYPE_LABELS[p], lang)}` }))]}
                allowDeselect={false}
                {...form.getInputProps('trInvoiceType')}
                data-testid="invoice-form-tr-type"
              />
              <Select
                label={t('invoicing.einvoice.gibExemptionCode')}
                data={[
                  { value: '', label: t('invoicing.einvoice.none') },
                  ...TR_EXEMPTION_CODE_LIST.map((c) => ({ value: c, label: `${c} · ${labelOf(TR_EXEMPTION_CODES[c], lang)}` })),
                ]}
                searchable
                allowDeselect={false}
                {...form.getInputProps('trExemptionCode')}
                onChange={(code) => {
                  form.setFieldValue('trExemptionCode', code ?? '');
                  // the code's legal text is the usual reason; a typed reason stays
                  if (code && !form.getValues().trExemptionReason.trim()) form.setFieldValue('trExemptionReason', labelOf(TR_EXEMPTION_CODES[code], 'tr'));
                }}
                data-testid="invoice-form-gib-exemption-code"
              />
              <TextInput
                label={t('invoicing.einvoice.gibExemptionReason')}
                {...form.getInputProps('trExemptionReason')}
                data-testid="invoice-form-gib-exemption-reason"
              />
            </SimpleGrid>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
