import { useQuery } from '@tanstack/react-query';
import { fetchInvitation } from '../api/settingsApi';

export const invitationQueryKey = (token: string) => ['invitation', token] as const;

// useInvitationQuery reads what an invitation link offers.
export function useInvitationQuery(token: string) {
  return useQuery({ queryKey: invitationQueryKey(token), queryFn: () => fetchInvitation(token), retry: false });
}
