import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

// DeleteButton is the small red button that starts a deletion (which then asks for a confirmation).
export function DeleteButton({ onClick, testId, children }: { onClick: () => void; testId?: string; children: ReactNode }) {
  return (
    <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
