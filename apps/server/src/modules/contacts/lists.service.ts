// Lists (with their member counts) and segments (rule trees compiled to SQL, with their counts and the live count
// while editing).
import type { SQL } from 'drizzle-orm';
import type { ContactListView, ContactListWithMembersView, RuleGroup, SegmentView, SegmentWithCountView } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import type { ContactsRepo } from './contacts.repo.js';
import type { ListRow, ListsRepo, SegmentRow } from './lists.repo.js';
import { compileRules } from './segment-sql.js';
import { listLookups, type ContactsDeps } from './contacts.shared.js';

// listView is the API shape of a list (without its member counts).
export function listView(l: ListRow): ContactListView {
  return {
    id: l.id,
    workspaceId: l.workspaceId,
    name: l.name,
    description: l.description,
    visibility: l.visibility,
    optIn: l.optIn,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

// segmentView is the API shape of a segment (without its count).
export function segmentView(s: SegmentRow): SegmentView {
  return {
    id: s.id,
    workspaceId: s.workspaceId,
    name: s.name,
    description: s.description,
    rules: s.rules as RuleGroup,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

// listsService builds the rules of lists and segments (the contacts repo counts a segment's members).
export function listsService(repo: ContactsRepo, listsRepo: ListsRepo, deps: Pick<ContactsDeps, 'listUsedBy'>) {
  const { segmentCondition } = listLookups(listsRepo);
  return {
    /** A segment's rules as one SQL condition over `contacts` (404 SEGMENT_NOT_FOUND): for other modules' queries. */
    segmentSql: (workspaceId: string, segmentId: string) => segmentCondition(workspaceId, segmentId) as Promise<SQL>,
    /** Live count of a rule tree while the user edits it. */
    countRules: (workspaceId: string, rules: RuleGroup) => repo.count(workspaceId, { segment: compileRules(rules, { strict: true }) }),

    // lists
    async lists(workspaceId: string): Promise<ContactListWithMembersView[]> {
      const rows = await listsRepo.lists(workspaceId);
      return rows.map((r) => ({ ...listView(r.list), members: { confirmed: r.confirmed, pending: r.pending, unsubscribed: r.unsubscribed } }));
    },
    createList: async (workspaceId: string, input: { name: string; description?: string; visibility?: 'public' | 'private'; optIn?: 'single' | 'double' }) =>
      listView(await listsRepo.createList(workspaceId, input)),
    async updateList(workspaceId: string, id: string, patch: Record<string, unknown>) {
      const row = Object.keys(patch).length ? await listsRepo.updateList(workspaceId, id, patch) : await listsRepo.findList(workspaceId, id);
      if (!row) throw new AppError(404, 'LIST_NOT_FOUND');
      return listView(row);
    },
    async deleteList(workspaceId: string, id: string) {
      const workflows = (await deps.listUsedBy?.(workspaceId, id)) ?? [];
      if (workflows.length) throw new AppError(409, 'LIST_IN_USE', { workflows: workflows.join(', ') });
      if (!(await listsRepo.deleteList(workspaceId, id))) throw new AppError(404, 'LIST_NOT_FOUND');
    },

    // segments
    async segments(workspaceId: string): Promise<SegmentWithCountView[]> {
      const rows = await listsRepo.segments(workspaceId);
      return Promise.all(rows.map(async (s) => ({ ...segmentView(s), count: await repo.count(workspaceId, { segment: compileRules(s.rules as RuleGroup) }) })));
    },
    async createSegment(workspaceId: string, input: { name: string; description?: string; rules: RuleGroup }) {
      compileRules(input.rules, { strict: true });
      return segmentView(await listsRepo.createSegment(workspaceId, input));
    },
    async updateSegment(workspaceId: string, id: string, patch: { name?: string; description?: string; rules?: RuleGroup }) {
      if (patch.rules) compileRules(patch.rules, { strict: true });
      const row = Object.keys(patch).length ? await listsRepo.updateSegment(workspaceId, id, patch) : await listsRepo.findSegment(workspaceId, id);
      if (!row) throw new AppError(404, 'SEGMENT_NOT_FOUND');
      return segmentView(row);
    },
    async deleteSegment(workspaceId: string, id: string) {
      if (!(await listsRepo.deleteSegment(workspaceId, id))) throw new AppError(404, 'SEGMENT_NOT_FOUND');
    },
  };
}
