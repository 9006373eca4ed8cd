import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Modal, Select, Stack, TagsInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconSend, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isPlainEmail, TEST_SEND_MAX_ADDRESSES, TEST_SENDS_PER_HOUR } from '@ulak/shared/campaigns';
import { useTranslation } from 'react-i18next';
import { fetchContacts } from '../../audience/api/contactsApi';
import { serverErrorText } from '../../../lib/api';
import { useAuth } from '../../auth/hooks/useAuth';
import type { TestSendResult, TestTarget } from '../api/reportApi';
import { useSendTestMutation } from '../hooks/useCampaignReport';
import '../campaignsI18n';

type Props = { target: TestTarget | null; onClose: () => void };

// SendTestModal sends a campaign or template as a test ("[Test]" subject) to up to five addresses, personalised as a
// chosen contact (sample values without one); tests count in no report and no plan usage.
export function SendTestModal({ target, onClose }: Props) {
  const { t } = useTranslation();
  const me = useAuth().user?.email;
  const [emails, setEmails] = useState<string[]>([]);
  const [contactId, setContactId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [result, setResult] = useState<TestSendResult | null>(null);
  const send = useSendTestMutation();
  const contacts = useQuery({
    queryKey: ['campaigns', 'test-contacts', search],
    queryFn: () => fetchContacts({ search: search.trim() || undefined, sort: 'created_at', order: 'desc', limit: 20 }),
    enabled: target !== null,
  });

  useEffect(() => {
    if (target) {
      setEmails(me ? [me] : []);
      setResult(null);
    }
  }, [target, me]);

  const invalid = emails.filter((e) => !isPlainEmail(e));
  const canSend = emails.length > 0 && emails.length <= TEST_SEND_MAX_ADDRESSES && invalid.length === 0;
  const submit = () => {
    if (!target || !canSend) return;
    send.mutate(
      { target, body: { emails, contactId } },
      {
        onSuccess: (res) => {
          setResult(res);
          if (res.success) notifications.show({ color: 'teal', message: t('campaigns.testSend.sent', { count: res.results.length }) });
        },
        onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('campaigns.testSend.failed')) }),
      },
    );
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t('campaigns.testSend.title', { name: target?.name ?? '' })}
      size="lg"
      data-testid="test-send-modal"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('campaigns.testSend.text', { max: TEST_SEND_MAX_ADDRESSES, perHour: TEST_SENDS_PER_HOUR })}
        </Text>
        <TagsInput
          label={t('campaigns.testSend.emails')}
          description={t('campaigns.testSend.emailsHint', { max: TEST_SEND_MAX_ADDRESSES })}
          value={emails}
          onChange={(v) => setEmails(v.map((x) => x.trim().toLowerCase()).filter(Boolean))}
          maxTags={TEST_SEND_MAX_ADDRESSES}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
          error={invalid.length ? t('campaigns.testSend.invalid', { emails: invalid.join(', ') }) : undefined}
          data-testid="test-send-emails"
        />
        <Select
          label={t('campaigns.testSend.contact')}
          description={t('campaigns.testSend.contactHint')}
          placeholder={t('campaigns.testSend.sample')}
          data={(contacts.data?.items ?? []).map((c) => ({
            value: c.id,
            label: [c.firstName, c.lastName].filter(Boolean).join(' ') ? `${[c.firstName, c.lastName].filter(Boolean).join(' ')} <${c.email}>` : c.email,
          }))}
          value={contactId}
          onChange={setContactId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          clearable
          nothingFoundMessage={t('campaigns.testSend.noContacts')}
          data-testid="test-send-contact"
        />
        {result && (
          <Alert
            color={result.success ? 'teal' : 'orange'}
            title={t('campaigns.testSend.resultTitle', { subject: result.subject })}
            data-testid="test-send-result"
          >
            <List size="sm" spacing={4}>
              {result.results.map((r) => (
                <List.Item key={r.email} icon={r.sent ? <IconCheck size={14} /> : <IconX size={14} />} data-testid="test-send-result-row" data-sent={r.sent}>
                  {r.sent ? t('campaigns.testSend.rowSent', { email: r.email }) : t('campaigns.testSend.rowFailed', { email: r.email, error: r.error ?? '' })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="test-send-close">
            {t('campaigns.testSend.close')}
          </Button>
          <Button leftSection={<IconSend size={16} />} onClick={submit} loading={send.isPending} disabled={!canSend} data-testid="test-send-submit">
            {t('campaigns.testSend.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
