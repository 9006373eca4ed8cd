// Calls of the segment endpoints: segments with counts, create, update, delete, live count of a rule tree.
import type { RuleGroup, segmentInputSchema } from '@ulak/shared/audience';
import type { AudienceAnswer } from '@ulak/shared/audience-responses';
import type { RequestBody } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';

export type Segment = AudienceAnswer<'segments'>['segments'][number];
export type SegmentInput = RequestBody<typeof segmentInputSchema>;

// fetchSegments reads every segment with its current number of contacts.
export async function fetchSegments(): Promise<Segment[]> {
  return (await apiRequest<AudienceAnswer<'segments'>>('/contacts/segments')).segments;
}

// createSegment saves a new segment.
export function createSegment(body: SegmentInput): Promise<AudienceAnswer<'segment'>> {
  return apiRequest('/contacts/segments', { method: 'POST', body });
}

// updateSegment changes a segment's name, description or rules.
export function updateSegment(id: string, body: Partial<SegmentInput>): Promise<AudienceAnswer<'segment'>> {
  return apiRequest(`/contacts/segments/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

// deleteSegment removes a segment (its contacts stay).
export function deleteSegment(id: string): Promise<AudienceAnswer<'done'>> {
  return apiRequest(`/contacts/segments/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

// countRules counts the contacts a rule tree matches, while it is being edited.
export async function countRules(rules: RuleGroup, signal?: AbortSignal): Promise<number> {
  return (await apiRequest<AudienceAnswer<'count'>>('/contacts/segments/count', { method: 'POST', body: { rules }, signal })).count;
}
