import { useState } from 'react';
import { notifications } from '@mantine/notifications';
import { serverErrorText } from '../lib/api';

/** A delete mutation that takes the item's id (a TanStack Query mutation). */
type Remove = { mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void; isPending: boolean };

type Texts<T> = { deleted: (item: T) => string; failed: string };

// useConfirmedDelete keeps the item a delete confirmation asks about. Confirming deletes it, says so, calls onDeleted
// and closes; a failure shows the server's text and leaves the confirmation open. modal goes to ConfirmModal.
export function useConfirmedDelete<T extends { id: string }>(remove: Remove, texts: Texts<T>, onDeleted?: (item: T) => void) {
  const [target, setTarget] = useState<T | null>(null);
  const onConfirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: texts.deleted(target) });
        onDeleted?.(target);
        setTarget(null);
      },
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, texts.failed) }),
    });
  };
  return {
    target,
    ask: setTarget,
    modal: { opened: target !== null, loading: remove.isPending, onCancel: () => setTarget(null), onConfirm },
  };
}
