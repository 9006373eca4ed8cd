import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Input, Paper, Rating, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { platformSettingsSchema } from '@ulak/shared/site';
import { fieldErrors, serverErrorText } from '../../../lib/api';
import { schemaValidate } from '../../../lib/schemaValidate';
import { useAdminSiteT } from '../adminSiteI18n';
import type { PlatformSettings, Testimonial } from '../api/adminSiteApi';
import { useSavePlatformSettingsMutation } from '../hooks/useSavePlatformSettingsMutation';
import { ConfirmModal } from '../../../ui/ConfirmModal';

type Values = {
  supportEmail: string;
  phone: string;
  address: string;
  whatsappNumber: string;
  whatsappGreeting: string;
  testimonials: Testimonial[];
  planChangesWithoutPayment: boolean;
};

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

// bodyOf is the settings the form sends: empty texts as null, each rating a whole 1–5.
const bodyOf = (values: Values) => ({
  supportEmail: orNull(values.supportEmail),
  phone: orNull(values.phone),
  address: orNull(values.address),
  whatsappNumber: orNull(values.whatsappNumber),
  whatsappGreeting: orNull(values.whatsappGreeting),
  planChangesWithoutPayment: values.planChangesWithoutPayment,
  testimonials: values.testimonials.map((x) => ({
    name: x.name.trim(),
    company: x.company.trim(),
    text: x.text.trim(),
    rating: Math.min(5, Math.max(1, Math.round(x.rating))),
  })),
});

// SiteSettingsForm edits the platform settings, including the testimonials list (1–5 stars each).
export function SiteSettingsForm({ settings }: { settings: PlatformSettings }) {
  const { t } = useAdminSiteT();
  const save = useSavePlatformSettingsMutation();
  const [toRemove, setToRemove] = useState<number | null>(null);
  const form = useForm<Values>({
    initialValues: {
      supportEmail: settings.supportEmail ?? '',
      phone: settings.phone ?? '',
      address: settings.address ?? '',
      whatsappNumber: settings.whatsappNumber ?? '',
      whatsappGreeting: settings.whatsappGreeting ?? '',
      testimonials: settings.testimonials ?? [],
      planChangesWithoutPayment: settings.planChangesWithoutPayment ?? true,
    },
    // the number's rule is the schema's; its catalogue text only says "invalid"
    validate: schemaValidate(platformSettingsSchema, { toBody: bodyOf, messages: { whatsappNumber: t('settings.invalidWhatsapp') } }),
  });

  const submit = (values: Values) => {
    save.mutate(bodyOf(values), {
      onSuccess: (saved) => {
        notifications.show({ color: 'teal', message: t('settings.saved') });
        form.resetDirty({ ...form.getValues(), testimonials: saved.testimonials ?? values.testimonials });
      },
      onError: (error) => {
        form.setErrors(fieldErrors(error));
        notifications.show({ color: 'red', message: serverErrorText(error, t('common.saveFailed')) });
      },
    });
  };

  const testimonials = form.getValues().testimonials;
  const removing = toRemove !== null ? testimonials[toRemove] : undefined;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="site-settings-form">
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Title order={3} fz="md" mb="sm">
            {t('settings.contactSection')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings.fields.supportEmail')}
              type="email"
              key={form.key('supportEmail')}
              {...form.getInputProps('supportEmail')}
              data-testid="settings-support-email"
            />
            <TextInput
              label={t('settings.fields.phone')}
              maxLength={40}
              key={form.key('phone')}
              {...form.getInputProps('phone')}
              data-testid="settings-phone"
            />
          </SimpleGrid>
          <Textarea
            label={t('settings.fields.address')}
            mt="sm"
            autosize
            minRows={2}
            maxLength={300}
            key={form.key('address')}
            {...form.getInputProps('address')}
            data-testid="settings-address"
          />
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} fz="md" mb="sm">
            {t('settings.whatsappSection')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('settings.fields.whatsappNumber')}
              description={t('settings.whatsappHint')}
              key={form.key('whatsappNumber')}
              {...form.getInputProps('whatsappNumber')}
              data-testid="settings-whatsapp-number"
            />
            <Textarea
              label={t('settings.fields.whatsappGreeting')}
              autosize
              minRows={2}
              maxLength={500}
              key={form.key('whatsappGreeting')}
              {...form.getInputProps('whatsappGreeting')}
              data-testid="settings-whatsapp-greeting"
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" mb="sm">
            <Title order={3} fz="md">
              {t('settings.testimonialsSection')}
            </Title>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} />}
              disabled={testimonials.length >= 12}
              onClick={() => form.insertListItem('testimonials', { name: '', company: '', text: '', rating: 5 })}
              data-testid="settings-add-testimonial"
            >
              {t('settings.addTestimonial')}
            </Button>
          </Group>
          {testimonials.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('settings.noTestimonials')}
            </Text>
          )}
          <Stack gap="sm">
            {testimonials.map((_, index) => (
              <Card key={form.key(`testimonials.${index}`)} withBorder radius="md" padding="md" data-testid="settings-testimonial">
                <Group align="flex-start" wrap="nowrap">
                  <Stack gap="xs" style={{ flex: 1 }}>
                    <SimpleGrid cols={{ base: 1, sm: 2 }}>
                      <TextInput
                        label={t('settings.fields.name')}
                        required
                        maxLength={100}
                        key={form.key(`testimonials.${index}.name`)}
                        {...form.getInputProps(`testimonials.${index}.name`)}
                      />
                      <TextInput
                        label={t('settings.fields.company')}
                        required
                        maxLength={100}
                        key={form.key(`testimonials.${index}.company`)}
                        {...form.getInputProps(`testimonials.${index}.company`)}
                      />
                    </SimpleGrid>
                    <Textarea
                      label={t('settings.fields.text')}
                      required
                      autosize
                      minRows={2}
                      maxLength={600}
                      key={form.key(`testimonials.${index}.text`)}
                      {...form.getInputProps(`testimonials.${index}.text`)}
                    />
                    <Input.Wrapper label={t('settings.fields.rating')}>
                      <Rating count={5} fractions={1} key={form.key(`testimonials.${index}.rating`)} {...form.getInputProps(`testimonials.${index}.rating`)} />
                    </Input.Wrapper>
                  </Stack>
                  <Tooltip label={t('settings.removeTestimonial')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('settings.removeTestimonial')}
                      onClick={() => setToRemove(index)}
                      data-testid="settings-remove-testimonial"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Card>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={3} fz="md" mb="sm">
            {t('settings.billingSection')}
          </Title>
          <Switch
            label={t('settings.planChangesWithoutPayment')}
            description={t('settings.planChangesWithoutPaymentHint')}
            key={form.key('planChangesWithoutPayment')}
            {...form.getInputProps('planChangesWithoutPayment', { type: 'checkbox' })}
            data-testid="settings-plan-changes-without-payment"
          />
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="settings-save">
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={toRemove !== null}
        title={t('settings.removeTitle')}
        text={t('settings.removeText', { name: removing?.name || '—' })}
        confirmLabel={t('settings.removeTestimonial')}
        onCancel={() => setToRemove(null)}
        onConfirm={() => {
          if (toRemove !== null) form.removeListItem('testimonials', toRemove);
          setToRemove(null);
        }}
        testId="settings-remove"
      />
    </form>
  );
}
