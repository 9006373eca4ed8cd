import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInProvider } from '@ulak/shared';
import { unlinkProvider } from '../api/oauthApi';
import { identitiesQueryKey } from './useIdentitiesQuery';

// useUnlinkMutation removes a linked provider.
export function useUnlinkMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (p: SignInProvider) => unlinkProvider(p), onSuccess: () => void qc.invalidateQueries({ queryKey: identitiesQueryKey }) });
}
