import { useQuery } from '@tanstack/react-query';
import { fetchClickMapLinks, fetchClickMapRendered } from '../api/analyticsApi';

const clickMapKey = (campaignId: string) => ['analytics', 'click-map', campaignId] as const;

// useClickMapQuery loads what a campaign's click map shows: the rendered message and the clicks per link.
export function useClickMapQuery(campaignId: string | null) {
  const enabled = campaignId !== null;
  const links = useQuery({ queryKey: [...clickMapKey(campaignId ?? ''), 'links'], queryFn: () => fetchClickMapLinks(campaignId ?? ''), enabled });
  const rendered = useQuery({ queryKey: [...clickMapKey(campaignId ?? ''), 'rendered'], queryFn: () => fetchClickMapRendered(campaignId ?? ''), enabled });
  return { links, rendered };
}
