import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  isMessageKey,
  translate,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
  type Language,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@ulak/shared';
import { ApiRequestError, fieldErrors, serverErrorText } from '../../../lib/api';
import { useCreateWebhookMutation } from '../hooks/useCreateWebhookMutation';
import { useUpdateWebhookMutation } from '../hooks/useUpdateWebhookMutation';

type Props = {
  opened: boolean;
  /** The endpoint to edit; null adds a new one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  /** A new endpoint's signing secret, to show once. */
  onCreated: (secret: string) => void;
};

type Errors = Partial<Record<'url' | 'events' | 'description', string>>;

// WebhookFormModal adds or edits an endpoint: URL, description and the events, checked with the server's own schema.
export function WebhookFormModal({ opened, endpoint, onClose, onCreated }: Props) {
  const { t, i18n } = useTranslation();
  const create = useCreateWebhookMutation();
  const update = useUpdateWebhookMutation();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (!opened) return;
    setUrl(endpoint?.url ?? 'https://');
    setDescription(endpoint?.description ?? '');
    setEvents((endpoint?.events ?? []).filter((e): e is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(e)));
    setErrors({});
  }, [opened, endpoint]);

  const lang: Language = i18n.language === 'en' ? 'en' : 'tr';
  const message = (m: string) => (isMessageKey(m) ? translate(m, lang) : m);
  const failed = (err: unknown) => {
    const fields = fieldErrors(err);
    // the address checks (scheme, private network, unknown host) belong to the URL field
    if (err instanceof ApiRequestError && err.code?.startsWith('WEBHOOK_') && err.serverError) fields.url = err.serverError;
    setErrors(fields);
    notifications.show({ color: 'red', message: serverErrorText(err, t('webhooks.notify.failed')) });
  };

  const submit = () => {
    const body = { url: url.trim(), description: description.trim(), events };
    const parsed = (endpoint ? webhookEndpointUpdateSchema : webhookEndpointInputSchema).safeParse(body);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0]) as keyof Errors] ??= message(issue.message);
      return setErrors(found);
    }
    setErrors({});
    if (endpoint)
      return update.mutate(
        { id: endpoint.id, body },
        {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('webhooks.notify.saved') });
            onClose();
          },
          onError: failed,
        },
      );
    create.mutate(body, {
      onSuccess: (res) => {
        notifications.show({ color: 'teal', message: t('webhooks.notify.created') });
        onClose();
        onCreated(res.secret);
      },
      onError: failed,
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t(endpoint ? 'webhooks.form.editTitle' : 'webhooks.form.createTitle')} size="lg" centered>
      <Stack>
        <TextInput
          label={t('webhooks.form.url')}
          description={t('webhooks.form.urlHint')}
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={errors.url}
          maxLength={2000}
          required
          data-testid="webhook-url"
        />
        <TextInput
          label={t('webhooks.form.description')}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
          maxLength={200}
        />
        <Checkbox.Group label={t('webhooks.form.events')} value={events} onChange={(v) => setEvents(v as WebhookEventType[])} error={errors.events} required>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`webhooks.events.${type}`)} data-testid={`webhook-event-${type}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending || update.isPending} data-testid="webhook-save">
            {t(endpoint ? 'webhooks.form.save' : 'webhooks.form.create')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
