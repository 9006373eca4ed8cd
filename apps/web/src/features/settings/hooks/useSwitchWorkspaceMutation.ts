import { useMutation } from '@tanstack/react-query';
import { switchWorkspace } from '../api/settingsApi';

// useSwitchWorkspaceMutation opens a session in another workspace; the caller stores the new token.
export function useSwitchWorkspaceMutation() {
  return useMutation({ mutationFn: (id: string) => switchWorkspace(id) });
}
