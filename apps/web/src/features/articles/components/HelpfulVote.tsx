import { useState } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { notifications } from '@mantine/notifications';
import { requestNotificationStack } from '../../../ui/notificationStack';
import { useHelpfulVoteMutation } from '../hooks/useHelpfulVoteMutation';

// this component notifies on failures: bring the notification stack to the public page
requestNotificationStack();

// HelpfulVote asks "Was this helpful?" under a help article and shows the share of yes answers after a vote.
export function HelpfulVote({ articleId, helpfulPercent }: { articleId: string; helpfulPercent: number | null }) {
  const { t } = useTranslation();
  const vote = useHelpfulVoteMutation();
  const [percent, setPercent] = useState(helpfulPercent);

  const answer = (helpful: boolean) =>
    vote.mutate(
      { id: articleId, helpful },
      {
        onSuccess: (data) => setPercent(data.helpfulPercent),
        onError: (error) => {
          console.error('Helpful vote failed', error);
          notifications.show({ color: 'red', message: serverErrorText(error, t('articles.helpful.failed')) });
        },
      },
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="helpful-vote">
      {vote.isSuccess ? (
        <Text size="sm" data-testid="helpful-thanks">
          {t('articles.helpful.thanks')}
          {percent !== null && ` ${t('articles.helpfulPercent', { percent: Math.round(percent) })}`}
        </Text>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text fw={600}>{t('articles.helpful.question')}</Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconThumbUp size={16} aria-hidden />}
              onClick={() => answer(true)}
              loading={vote.isPending && vote.variables?.helpful === true}
              disabled={vote.isPending}
              data-testid="helpful-yes"
            >
              {t('articles.helpful.yes')}
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconThumbDown size={16} aria-hidden />}
              onClick={() => answer(false)}
              loading={vote.isPending && vote.variables?.helpful === false}
              disabled={vote.isPending}
              data-testid="helpful-no"
            >
              {t('articles.helpful.no')}
            </Button>
          </Group>
        </Group>
      )}
    </Paper>
  );
}
