// Contacts themselves: search and keyset pages, counts, one contact's detail, create, update (status changes reach
// the suppression list), bulk actions, delete, and the streamed CSV export.
import type { SQL } from 'drizzle-orm';
import { csvCell, type ContactDetailView, type ContactInput, type ContactView, type Language } from '@ulak/shared';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { ContactRow, ContactsRepo, ListQuery } from './contacts.repo.js';
import type { ListsRepo } from './lists.repo.js';
import { listJoiner, listLookups, SUPPRESSING, type PeopleDeps } from './contacts.shared.js';

type Cursor = { value: string | null; id: string };
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(s: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(s, 'base64url').toString('utf8')) as Cursor;
    if (typeof c.id !== 'string' || !/^[0-9a-f-]{36}$/.test(c.id)) throw new Error('bad');
    return { value: c.value === null ? null : String(c.value), id: c.id };
  } catch {
    throw badRequest('v.invalid');
  }
}

// contactView is the API shape of a contact.
export function contactView(c: ContactRow): ContactView {
  return {
    id: c.id,
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    phone: c.phone,
    company: c.company,
    country: c.country,
    language: c.language,
    tags: c.tags,
    attributes: c.attributes as ContactView['attributes'],
    status: c.status,
    consentSource: c.consentSource,
    consentAt: c.consentAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

type ContactFilter = { search?: string; status?: string; listId?: string; tag?: string; segmentId?: string };

// peopleService builds the rules of the contacts themselves (the preferences link of a contact needs the tokens).
export function peopleService(repo: ContactsRepo, listsRepo: ListsRepo, deps: PeopleDeps) {
  const { segmentCondition, requireList } = listLookups(listsRepo);
  const joinLists = listJoiner(repo, listsRepo, deps);

  async function applyStatus(workspaceId: string, contact: ContactRow, source: string) {
    if (SUPPRESSING.has(contact.status)) {
      await repo.suppress(workspaceId, contact.email, contact.status as 'unsubscribed' | 'bounced' | 'complained', source);
      if (contact.status === 'unsubscribed') await repo.unsubscribeAllLists(workspaceId, contact.id);
    }
  }

  async function bulk(workspaceId: string, action: { action: string; contactIds: string[]; tag?: string; listId?: string }) {
    const ids = await repo.ownedIds(workspaceId, [...new Set(action.contactIds)]);
    switch (action.action) {
      case 'tag':
        return { affected: await repo.addTag(workspaceId, ids, action.tag!) };
      case 'untag':
        return { affected: await repo.removeTag(workspaceId, ids, action.tag!) };
      case 'add_to_list':
        await requireList(workspaceId, action.listId!);
        return { affected: await repo.addMembers(workspaceId, action.listId!, ids, 'confirmed') };
      case 'remove_from_list':
        await requireList(workspaceId, action.listId!);
        return { affected: await repo.removeMembers(workspaceId, action.listId!, ids) };
      case 'delete':
        return { affected: await repo.remove(workspaceId, ids) };
      default:
        throw badRequest('v.invalid');
    }
  }

  // csvPages yields the CSV export page by page (keyset), never the whole set in memory
  async function* csvPages(workspaceId: string, q: { search?: string; status?: string; listId?: string; tag?: string }, segment: SQL | undefined) {
    yield 'email,first_name,last_name,phone,company,country,language,status,tags,attributes,created_at\n';
    let after: Cursor | undefined;
    for (;;) {
      const rows = await repo.page(workspaceId, { ...q, segment, sort: 'created_at', order: 'desc', after, limit: 5000 });
      const page = rows.slice(0, 5000);
      if (page.length) {
        yield (
          page
            .map((c) =>
              [c.email, c.firstName, c.lastName, c.phone, c.company, c.country, c.language, c.status, c.tags.join('|'), c.attributes, c.createdAt.toISOString()]
                .map(csvCell)
                .join(','),
            )
            .join('\n') + '\n'
        );
      }
      if (rows.length <= 5000) return;
      const last = page[page.length - 1];
      after = { value: last.exactCreatedAt, id: last.id };
    }
  }

  return {
    async list(workspaceId: string, q: Omit<ListQuery, 'segment' | 'after'> & { segmentId?: string; cursor?: string }) {
      const segment = await segmentCondition(workspaceId, q.segmentId);
      const rows = await repo.page(workspaceId, { ...q, segment, after: q.cursor ? decodeCursor(q.cursor) : undefined });
      const items = rows.slice(0, q.limit);
      const last = items[items.length - 1];
      const more = rows.length > q.limit;
      const sortValue = (c: ContactRow & { exactCreatedAt: string }) =>
        q.sort === 'created_at' ? c.exactCreatedAt : q.sort === 'email' ? c.email : (c.lastName ?? '');
      return { items: items.map(contactView), nextCursor: more && last ? encodeCursor({ value: sortValue(last), id: last.id }) : null };
    },
    async count(workspaceId: string, q: ContactFilter) {
      return repo.count(workspaceId, { ...q, segment: await segmentCondition(workspaceId, q.segmentId) });
    },
    async stats(workspaceId: string) {
      const rows = await repo.countByStatus(workspaceId);
      const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
      return { total: rows.reduce((n, r) => n + Number(r.n), 0), byStatus };
    },

    async get(workspaceId: string, id: string): Promise<ContactDetailView> {
      const c = await repo.find(workspaceId, id);
      if (!c) throw notFound();
      const [memberships, events] = await Promise.all([repo.listsOf(workspaceId, id), repo.recentEvents(workspaceId, id, 50)]);
      return {
        ...contactView(c),
        lists: memberships,
        events: events.map((e) => ({ id: e.id, type: e.type, campaignId: e.campaignId, occurredAt: e.occurredAt.toISOString(), meta: e.meta })),
        preferencesUrl: `${deps.publicUrl}/preferences/${deps.tokens.contact(c.id)}`,
      };
    },

    async create(workspaceId: string, input: ContactInput, lang: Language) {
      for (const listId of input.listIds ?? []) await requireList(workspaceId, listId);
      const { listIds, ...fields } = input;
      const created = await repo.insert(workspaceId, {
        ...fields,
        email: input.email.toLowerCase(),
        tags: [...new Set(input.tags ?? [])],
        attributes: input.attributes ?? {},
        consentAt: input.consentSource ? new Date() : null,
      });
      if (!created) throw conflict('CONTACT_EXISTS');
      await applyStatus(workspaceId, created, 'manual');
      await joinLists(workspaceId, created, listIds ?? [], lang);
      const view = contactView(created);
      await deps.onEvent?.(workspaceId, 'contact.created', view);
      return view;
    },

    async update(workspaceId: string, id: string, patch: Partial<ContactInput>) {
      const current = await repo.find(workspaceId, id);
      if (!current) throw notFound();
      const { listIds: _ignored, ...fields } = patch;
      if (fields.email && fields.email !== current.email && (await repo.findByEmail(workspaceId, fields.email))) throw conflict('CONTACT_EXISTS');
      const merged = {
        ...fields,
        tags: fields.tags ? [...new Set(fields.tags)] : undefined,
        attributes: fields.attributes ? { ...current.attributes, ...fields.attributes } : undefined,
      };
      const changes: Record<string, unknown> = Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined));
      const row = Object.keys(changes).length ? await repo.update(workspaceId, id, changes) : current;
      if (!row) throw notFound();
      if (fields.status && fields.status !== current.status) {
        if (fields.status === 'subscribed') await repo.unsuppress(workspaceId, row.email);
        // a contact without consent (a CRM lead) subscribed by hand: the consent is the user's, recorded as given now
        if (fields.status === 'subscribed' && current.status === 'non_subscribed' && !fields.consentSource) {
          await repo.update(workspaceId, id, { consentSource: 'manual', consentAt: new Date() });
        } else if (fields.status === 'subscribed' && fields.consentSource) {
          await repo.update(workspaceId, id, { consentAt: new Date() });
        }
        await applyStatus(workspaceId, row, 'manual');
        if (fields.status === 'unsubscribed')
          await deps.onEvent?.(workspaceId, 'contact.unsubscribed', { ...contactView(row), source: 'manual', campaignId: null });
      }
      return contactView(row);
    },

    bulk,
    /** Deletes one contact (404 when the workspace has none with this id). */
    async remove(workspaceId: string, id: string) {
      const n = (await bulk(workspaceId, { action: 'delete', contactIds: [id] })).affected;
      if (!n) throw notFound();
    },

    /** Streams the matching contacts as CSV, page by page (keyset), never the whole set in memory. */
    async exportCsv(workspaceId: string, q: ContactFilter) {
      // resolve the segment before streaming starts, so a bad id is a 404 and not a broken download
      const segment = await segmentCondition(workspaceId, q.segmentId);
      return csvPages(workspaceId, q, segment);
    },
    /** The export's file name: what it holds (a segment, a list or all contacts) and today's date. */
    exportFileName(q: { listId?: string; segmentId?: string }) {
      const name = q.segmentId ? 'segment' : q.listId ? 'list' : 'contacts';
      return `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
    },
  };
}
