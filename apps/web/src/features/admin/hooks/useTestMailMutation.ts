import { useMutation } from '@tanstack/react-query';
import { sendTestMail } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const testMailMutationKey = [...adminQueryRoot, 'test-mail'] as const;

// useTestMailMutation sends a test message to the signed-in admin through the platform's mail transport.
export function useTestMailMutation() {
  return useMutation({ mutationKey: testMailMutationKey, mutationFn: sendTestMail });
}
