import { useMutation } from '@tanstack/react-query';
import type { SignInProvider } from '@ulak/shared';
import { startLink } from '../api/oauthApi';
import { newOAuthState } from '../../auth/browserSecrets';

// useStartLinkMutation sends the browser to a provider to link it, keeping a random state the return must match.
export function useStartLinkMutation() {
  return useMutation({
    mutationFn: (provider: SignInProvider) => startLink(provider, newOAuthState()),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
