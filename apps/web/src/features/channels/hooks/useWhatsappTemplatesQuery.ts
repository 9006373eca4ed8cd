import { useQuery } from '@tanstack/react-query';
import { fetchWhatsappTemplates } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

export const whatsappTemplatesQueryKey = [...channelsQueryKeyRoot, 'whatsapp-templates'] as const;

// useWhatsappTemplatesQuery loads the WhatsApp Business Account's approved templates (when `enabled`).
export function useWhatsappTemplatesQuery(enabled = true) {
  return useQuery({ queryKey: whatsappTemplatesQueryKey, queryFn: fetchWhatsappTemplates, enabled, retry: false, staleTime: 60_000 });
}
