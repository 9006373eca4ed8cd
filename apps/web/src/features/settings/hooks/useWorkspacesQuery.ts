import { useQuery } from '@tanstack/react-query';
import { fetchWorkspaces } from '../api/settingsApi';

export const workspacesQueryKey = ['settings', 'workspaces'] as const;

// useWorkspacesQuery lists the workspaces the caller belongs to.
export function useWorkspacesQuery() {
  return useQuery({ queryKey: workspacesQueryKey, queryFn: fetchWorkspaces });
}
