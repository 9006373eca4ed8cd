import { ActionIcon, Alert, Button, Code, CopyButton, Group, Modal, Stack } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type Props = {
  /** The secret to show; null keeps the modal closed. */
  value: string | null;
  title: string;
  /** Why it must be copied now (it is never shown again). */
  warning: string;
  copyLabel: string;
  doneLabel: string;
  onClose: () => void;
  /** Names the secret's text (`testId`) for tests. */
  testId: string;
};

// ShownOnceModal shows a secret the server returns only once (an API key's token, a webhook's signing secret) with a
// copy button and the warning that it is never shown again.
export function ShownOnceModal({ value, title, warning, copyLabel, doneLabel, onClose, testId }: Props) {
  return (
    <Modal opened={value !== null} onClose={onClose} title={title} size="lg" centered>
      <Stack>
        <Alert color="yellow">{warning}</Alert>
        <Group wrap="nowrap" align="center">
          <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid={testId}>
            {value}
          </Code>
          <CopyButton value={value ?? ''}>
            {({ copied, copy }) => (
              <ActionIcon variant="light" onClick={copy} aria-label={copyLabel}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid={`${testId}-done`}>
            {doneLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
