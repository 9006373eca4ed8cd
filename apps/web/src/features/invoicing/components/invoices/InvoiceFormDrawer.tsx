import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Button, Drawer, Group, Loader, Select, SimpleGrid, Stack, TextInput, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconUserPlus } from '@tabler/icons-react';
import { GTIN_SCHEME, INVOICE_CURRENCIES, INVOICE_CURRENCY_SYMBOLS, INVOICE_DESIGNS, invoiceInputSchema, type InvoiceInput } from '@ulak/shared/invoicing';
import type { Complete } from '@ulak/shared/complete';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { schemaValidate } from '../../../../lib/schemaValidate';
import { fetchRates } from '../../../currency/api/currencyApi';
import { LocaleNumberInput } from '../../../../ui/LocaleNumberInput';
import { REQUIRED } from '../../../../ui/required';
import type { Invoice } from '../../api/invoicesApi';
import { useInvoiceCustomersQuery } from '../../hooks/useInvoiceCustomersQuery';
import { useInvoiceQuery } from '../../hooks/useInvoiceQuery';
import { useInvoiceSettingsQuery } from '../../hooks/useInvoiceSettingsQuery';
import { useInvoiceTotalsQuery } from '../../hooks/useInvoiceTotalsQuery';
import { useSaveInvoiceMutation } from '../../hooks/useSaveInvoiceMutation';
import {
  BLANK_EINVOICE,
  BLANK_PAYMENT_MEANS,
  hasEInvoiceDetails,
  newCharge,
  newClassification,
  paymentMeansBody,
  type EInvoiceValues,
} from '../../einvoiceFormat';
import {
  addDays,
  chargeInput,
  dueBeforeIssue,
  exemptionMissing,
  lineInput,
  newLine,
  num,
  optionalNum,
  previewBody,
  todayIso,
  type InvoiceFormValues,
  type TotalsInput,
} from '../../invoiceFormat';
import { CustomerFormModal } from '../customers/CustomerFormModal';
import { serverFormErrors } from '../common/serverFormErrors';
import { AttachmentsPanel } from './AttachmentsPanel';
import { ChargesEditor } from './ChargesEditor';
import { EInvoiceDetails } from './EInvoiceDetails';
import { LineItemsEditor } from './LineItemsEditor';
import { TotalsPanel } from './TotalsPanel';

type Props = { opened: boolean; invoiceId: string | null; onClose: () => void; onSaved?: (invoice: Invoice) => void };

const BLANK: InvoiceFormValues = {
  customerId: '',
  currency: 'TRY',
  issueDate: '',
  dueDate: '',
  reference: '',
  buyerReference: '',
  exchangeRate: '',
  deliveryDate: '',
  taxExemptionReason: '',
  taxExemptionReasonCode: '',
  notes: '',
  terms: '',
  design: 'standard',
  lines: [],
  precedingInvoiceLabel: '',
  ...BLANK_EINVOICE,
};

// invoiceBody is the invoice the form sends. Complete: a field added to the shared invoice input is a compile error
// here until the form decides about it.
function invoiceBody(v: InvoiceFormValues): Complete<InvoiceInput> {
  return {
    customerId: v.customerId,
    currency: v.currency,
    issueDate: v.issueDate,
    dueDate: v.dueDate,
    reference: v.reference.trim(),
    buyerReference: v.buyerReference.trim(),
    exchangeRate: v.currency !== 'TRY' && v.exchangeRate !== '' ? num(v.exchangeRate) : null,
    deliveryDate: v.deliveryDate || null,
    taxExemptionReason: v.taxExemptionReason.trim(),
    taxExemptionReasonCode: v.taxExemptionReasonCode.trim() ? v.taxExemptionReasonCode.trim().toUpperCase() : null,
    notes: v.notes.trim(),
    terms: v.terms.trim(),
    design: v.design,
    // the drawer edits neither an invoice-wide discount nor per-category exemptions: a save keeps what is stored
    discountType: undefined,
    discount: undefined,
    taxExemptions: undefined,
    lines: v.lines.map(lineInput),
    typeCode: v.typeCode,
    precedingInvoiceId: v.typeCode === '384' ? v.precedingInvoiceId || null : null,
    invoicingPeriodStart: v.invoicingPeriodStart || null,
    invoicingPeriodEnd: v.invoicingPeriodEnd || null,
    contractReference: v.contractReference.trim(),
    projectReference: v.projectReference.trim(),
    charges: v.charges.map(chargeInput),
    paymentMeans: paymentMeansBody(v.paymentMeans),
    stopajPercent: optionalNum(v.stopajPercent),
    trProfile: v.trProfile || null,
    trInvoiceType: v.trInvoiceType || null,
    trExemptionCode: v.trExemptionCode || null,
    trExemptionReason: v.trExemptionReason.trim(),
  };
}

// detailsOf is the e-invoice part of the form of a stored draft.
function detailsOf(inv: Invoice): EInvoiceValues & { precedingInvoiceLabel: string } {
  const m = inv.paymentMeans;
  return {
    typeCode: inv.typeCode === '381' ? '380' : inv.typeCode,
    precedingInvoiceId: inv.precedingInvoiceId ?? '',
    precedingInvoiceLabel: inv.precedingNumber ?? '',
    invoicingPeriodStart: inv.invoicingPeriodStart ?? '',
    invoicingPeriodEnd: inv.invoicingPeriodEnd ?? '',
    contractReference: inv.contractReference,
    projectReference: inv.projectReference,
    charges: inv.charges.map((c) => ({ ...newCharge(c.taxRate, c.reasonCode ?? ''), reason: c.reason, amount: c.amount, taxCategory: c.taxCategory })),
    paymentMeans: m ? { ...BLANK_PAYMENT_MEANS, ...m } : BLANK_PAYMENT_MEANS,
    stopajPercent: inv.stopajPercent ?? '',
    trProfile: inv.trProfile ?? '',
    trInvoiceType: inv.trInvoiceType ?? '',
    trExemptionCode: inv.trExemptionCode ?? '',
    trExemptionReason: inv.trExemptionReason,
  };
}

/** The fields of the collapsible e-invoice section: an error there opens it. */
const DETAIL_FIELDS = /^(typeCode|precedingInvoiceId|invoicingPeriod|contractReference|projectReference|paymentMeans|stopajPercent|tr[A-Z])/;

// InvoiceFormDrawer creates a draft invoice or edits one: customer (picked or created here), currency, dates (due =
// issue + payment term by default), lines with the workspace's VAT rates, live totals computed by the server,
// notes, terms and design.
export function InvoiceFormDrawer({ opened, invoiceId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const settings = useInvoiceSettingsQuery();
  const customers = useInvoiceCustomersQuery('', 1);
  const existing = useInvoiceQuery(opened ? invoiceId : null);
  const save = useSaveInvoiceMutation();
  const [customerModal, setCustomerModal] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const dueTouched = useRef(false);
  const loadedFor = useRef<string | null>(null);
  const form = useForm<InvoiceFormValues>({
    mode: 'controlled',
    initialValues: BLANK,
    validate: schemaValidate(invoiceInputSchema, {
      toBody: invoiceBody,
      // an unpicked customer is no id at all; a VATEX code's catalogue text would only say "invalid"
      messages: { customerId: t('invoicing.validation.customerRequired'), taxExemptionReasonCode: t('invoicing.validation.vatex') },
      // rules the server checks when it saves, against the dates and categories it ends up with
      uiOnly: (v) => ({
        dueDate: dueBeforeIssue(v) && 'INVOICE_DUE_BEFORE_ISSUE',
        taxExemptionReason: exemptionMissing(v) && t('invoicing.validation.exemptionRequired'),
      }),
    }),
  });
  const s = settings.data;
  const inv = existing.data;

  // Fill the form once per opening: from the draft being edited, else from the workspace's defaults.
  useEffect(() => {
    if (!opened) {
      loadedFor.current = null;
      return;
    }
    const key = invoiceId ?? 'new';
    if (loadedFor.current === key || !s) return;
    if (invoiceId && !inv) return;
    loadedFor.current = key;
    dueTouched.current = Boolean(invoiceId);
    if (inv) {
      const details = detailsOf(inv);
      form.setValues({
        customerId: inv.customerId,
        currency: inv.currency,
        issueDate: inv.issueDate,
        dueDate: inv.dueDate,
        reference: inv.reference,
        buyerReference: inv.buyerReference ?? '',
        exchangeRate: inv.exchangeRateManual ? inv.exchangeRate : '',
        deliveryDate: inv.deliveryDate ?? '',
        taxExemptionReason: inv.taxExemptionReason ?? '',
        taxExemptionReasonCode: inv.taxExemptionReasonCode ?? '',
        notes: inv.notes,
        terms: inv.terms,
        design: inv.design,
        lines: inv.lines.map((l) => ({
          ...newLine(l.taxRate),
          description: l.description,
          quantity: l.quantity,
          unit: l.unit,
          unitPrice: l.unitPrice,
          discountType: l.discountType,
          discount: l.discount,
          taxCategory: l.taxCategory ?? '',
          sellerItemId: l.sellerItemId ?? '',
          standardItemId: l.standardItemId ?? '',
          standardItemScheme: l.standardItemScheme ?? GTIN_SCHEME,
          classifications: l.classifications.map((c) => newClassification(c.code, c.listId)),
          withholdingCode: l.withholdingCode ?? '',
          withholdingPercent: l.withholdingPercent ?? '',
          exciseCode: l.exciseCode ?? '',
          excisePercent: l.excisePercent ?? '',
        })),
        ...details,
      });
      setDetailsOpen(hasEInvoiceDetails(details));
    } else {
      const today = todayIso();
      form.setValues({
        ...BLANK,
        currency: s.defaultCurrency,
        issueDate: today,
        dueDate: addDays(today, s.paymentTermDays),
        notes: s.defaultNotes,
        terms: s.defaultTerms,
        design: s.defaultDesign,
        lines: [newLine(s.defaultTaxRate)],
      });
      setDetailsOpen(false);
    }
    form.clearErrors();
    form.resetDirty();
  }, [opened, invoiceId, s, inv]);

  const values = form.getValues();
  const pricedKey = JSON.stringify(previewBody(values));
  const [debouncedKey] = useDebouncedValue(pricedKey, 250);
  const priced = useMemo(() => JSON.parse(debouncedKey) as TotalsInput | null, [debouncedKey]);
  const totals = useInvoiceTotalsQuery(opened ? priced : null);
  const totalsReady = debouncedKey === pricedKey && priced !== null && totals.isSuccess && !totals.isFetching && !totals.isPlaceholderData;

  const changeIssueDate = (value: string) => {
    form.setFieldValue('issueDate', value);
    if (!dueTouched.current && s && /^\d{4}-\d{2}-\d{2}$/.test(value)) form.setFieldValue('dueDate', addDays(value, s.paymentTermDays));
  };

  const submit = form.onSubmit(
    (v) => {
      save.mutate(
        { id: invoiceId ?? undefined, body: invoiceBody(v) },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'teal', message: t(invoiceId ? 'invoicing.notify.saved' : 'invoicing.notify.created') });
            onSaved?.(saved);
            onClose();
          },
          onError: (error) => {
            const errors = serverFormErrors(error);
            form.setErrors(errors);
            if (Object.keys(errors).some((k) => DETAIL_FIELDS.test(k))) setDetailsOpen(true);
            notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.notify.saveFailed')) });
          },
        },
      );
    },
    (errors) => {
      if (Object.keys(errors).some((k) => DETAIL_FIELDS.test(k))) setDetailsOpen(true);
    },
  );

  const ready = Boolean(s) && (!invoiceId || Boolean(inv));
  // the day's rate from the currency service (TRY per unit), for the user to keep or correct
  const [rateLoading, setRateLoading] = useState(false);
  const fetchRate = async () => {
    setRateLoading(true);
    try {
      const perTry = (await fetchRates()).rates[values.currency];
      if (perTry > 0) form.setFieldValue('exchangeRate', Number((1 / perTry).toFixed(6)));
    } catch (error) {
      notifications.show({ color: 'red', message: serverErrorText(error, t('invoicing.form.rateFailed')) });
    } finally {
      setRateLoading(false);
    }
  };
  const exempt = values.lines.some((l) => ['E', 'AE', 'K', 'G', 'O'].includes(l.taxCategory) || (l.taxCategory === '' && Number(l.taxRate) === 0));
  const customerOptions = (customers.data?.customers ?? []).map((c) => ({ value: c.id, label: c.email ? `${c.name} · ${c.email}` : c.name }));
  if (inv && !customerOptions.some((o) => o.value === inv.customerId)) customerOptions.push({ value: inv.customerId, label: inv.customer });

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(1180px, 100%)"
      title={t(invoiceId ? 'invoicing.form.editTitle' : 'invoicing.form.createTitle')}
      data-testid="invoice-form-drawer"
    >
      {!ready ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t('invoicing.form.loadingSettings')} />
        </Group>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <Select
                label={t('invoicing.form.customer')}
                placeholder={t('invoicing.form.customerPlaceholder')}
                nothingFoundMessage={t('invoicing.form.noCustomers')}
                data={customerOptions}
                searchable
                style={{ flex: 1 }}
                {...REQUIRED}
                {...form.getInputProps('customerId')}
                data-testid="invoice-form-customer"
              />
              <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setCustomerModal(true)} data-testid="invoice-form-new-customer">
                {t('invoicing.form.newCustomer')}
              </Button>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Select
                label={t('invoicing.form.currency')}
                data={INVOICE_CURRENCIES.map((c) => ({ value: c, label: `${c} (${INVOICE_CURRENCY_SYMBOLS[c]})` }))}
                allowDeselect={false}
                {...form.getInputProps('currency')}
                data-testid="invoice-form-currency"
              />
              <TextInput
                type="date"
                label={t('invoicing.form.issueDate')}
                {...REQUIRED}
                {...form.getInputProps('issueDate')}
                onChange={(e) => changeIssueDate(e.currentTarget.value)}
                data-testid="invoice-form-issue-date"
              />
              <TextInput
                type="date"
                label={t('invoicing.form.dueDate')}
                description={s ? t('invoicing.form.dueHint', { days: s.paymentTermDays }) : undefined}
                {...REQUIRED}
                {...form.getInputProps('dueDate')}
                onChange={(e) => {
                  dueTouched.current = true;
                  form.setFieldValue('dueDate', e.currentTarget.value);
                }}
                data-testid="invoice-form-due-date"
              />
              <TextInput label={t('invoicing.form.reference')} {...form.getInputProps('reference')} data-testid="invoice-form-reference" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <TextInput
                label={t('invoicing.form.buyerReference')}
                description={t('invoicing.form.buyerReferenceHint')}
                {...form.getInputProps('buyerReference')}
                data-testid="invoice-form-buyer-reference"
              />
              <TextInput
                type="date"
                label={t('invoicing.form.deliveryDate')}
                {...form.getInputProps('deliveryDate')}
                data-testid="invoice-form-delivery-date"
              />
              {values.currency !== 'TRY' && (
                <LocaleNumberInput
                  label={t('invoicing.form.exchangeRate', { currency: values.currency })}
                  description={t('invoicing.form.exchangeRateHint')}
                  min={0}
                  decimalScale={6}
                  {...form.getInputProps('exchangeRate')}
                  rightSection={
                    <Tooltip label={t('invoicing.form.fetchRate')} withArrow>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('invoicing.form.fetchRate')}
                        loading={rateLoading}
                        onClick={fetchRate}
                        data-testid="invoice-form-fetch-rate"
                      >
                        <IconRefresh size={16} />
                      </ActionIcon>
                    </Tooltip>
                  }
                  data-testid="invoice-form-exchange-rate"
                />
              )}
            </SimpleGrid>
            <LineItemsEditor
              form={form}
              taxRates={s?.taxRates ?? []}
              defaultTaxRate={s?.defaultTaxRate ?? 20}
              currency={values.currency}
              totals={totalsReady || totals.isSuccess ? totals.data : undefined}
            />
            <ChargesEditor form={form} taxRates={s?.taxRates ?? []} defaultTaxRate={s?.defaultTaxRate ?? 20} currency={values.currency} />
            <EInvoiceDetails form={form} invoiceId={invoiceId} opened={detailsOpen} onToggle={setDetailsOpen} />
            <Group align="flex-start" justify="space-between" wrap="wrap" gap="lg">
              <Stack gap="sm" style={{ flex: 1, minWidth: 320 }}>
                {exempt && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label={t('invoicing.form.exemptionReason')}
                      description={t('invoicing.form.exemptionReasonHint')}
                      {...form.getInputProps('taxExemptionReason')}
                      data-testid="invoice-form-exemption-reason"
                    />
                    <TextInput
                      label={t('invoicing.form.exemptionCode')}
                      placeholder="VATEX-EU-IC"
                      {...form.getInputProps('taxExemptionReasonCode')}
                      data-testid="invoice-form-exemption-code"
                    />
                  </SimpleGrid>
                )}
                <Textarea label={t('invoicing.form.notes')} autosize minRows={2} {...form.getInputProps('notes')} data-testid="invoice-form-notes" />
                <Textarea label={t('invoicing.form.terms')} autosize minRows={2} {...form.getInputProps('terms')} data-testid="invoice-form-terms" />
                <AttachmentsPanel invoiceId={invoiceId} />
                <Select
                  label={t('invoicing.form.design')}
                  data={INVOICE_DESIGNS.map((d) => ({ value: d, label: t(`invoicing.designs.${d}`) }))}
                  allowDeselect={false}
                  w={240}
                  {...form.getInputProps('design')}
                  data-testid="invoice-form-design"
                />
              </Stack>
              <TotalsPanel
                totals={totals.data}
                currency={values.currency}
                ready={totalsReady}
                waiting={priced === null}
                error={totals.isError ? totals.error : null}
              />
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="invoice-form-submit">
                {t(invoiceId ? 'invoicing.form.submitSave' : 'invoicing.form.submitCreate')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <CustomerFormModal
        opened={customerModal}
        customer={null}
        onClose={() => setCustomerModal(false)}
        onSaved={(c) => form.setFieldValue('customerId', c.id)}
      />
    </Drawer>
  );
}
