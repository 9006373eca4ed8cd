// Audience rules: contacts, lists, segments, suppression, consent, bounce and complaint intake.
import type { SQL } from 'drizzle-orm';
import {
  csvCell,
  type ContactDetailView,
  type ContactInput,
  type ContactListView,
  type ContactListWithMembersView,
  type ContactPreferencesView,
  type ContactView,
  type Language,
  type RuleGroup,
  type SegmentView,
  type SegmentWithCountView,
  type SuppressionView,
} from '@ulak/shared';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import { createThrottle, type Hit } from '../auth/throttle.js';
import type { ConsentTokens } from './consent.js';
import type { ContactRow, ContactsRepo, ListQuery } from './contacts.repo.js';
import type { ListRow, ListsRepo, SegmentRow } from './lists.repo.js';
import { compileRules } from './segment-sql.js';
import { optInMail } from './contacts.mails.js';

/** Soft bounces in a row that suppress an address (configurable per deployment). */
export const SOFT_BOUNCE_LIMIT = 3;

const HOUR_MS = 60 * 60 * 1000;
/** At most one double opt-in confirmation per address and list in this time, however often it is asked for. */
export const CONFIRMATION_INTERVAL_MS = 24 * HOUR_MS;
/** Anonymous public-list subscribes: per client address, and per target address across every list. */
export const SUBSCRIBE_LIMITS = { ip: { windowMs: HOUR_MS, max: 10 }, email: { windowMs: HOUR_MS, max: 5 } };

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

// suppressionView is the API shape of a suppressed address.
export function suppressionView(s: {
  workspaceId: string;
  email: string;
  reason: SuppressionView['reason'];
  source: string | null;
  createdAt: Date;
}): SuppressionView {
  return { workspaceId: s.workspaceId, email: s.email, reason: s.reason, source: s.source, createdAt: s.createdAt.toISOString() };
}

const SUPPRESSING = new Set(['unsubscribed', 'bounced', 'complained']);

// unlessFull drops a PLAN_CONTACT_LIMIT refusal (the subscriber is simply not added) and rethrows anything else.
const unlessFull = (err: unknown): undefined => {
  if (err instanceof AppError && err.code === 'PLAN_CONTACT_LIMIT') return undefined;
  throw err;
};

export type ContactsService = ReturnType<typeof contactsService>;
export type ContactsDeps = {
  tokens: ConsentTokens;
  sendMail: (m: OutgoingMail) => Promise<void>;
  publicUrl: string;
  /** The shared rate-limit counter (anonymous public subscribes are throttled per client and per address). */
  hit: Hit;
  /** Names of the running workflows with a step adding to this list (deleting it is refused while there are any). */
  listUsedBy?: (workspaceId: string, listId: string) => Promise<string[]>;
};

// contactsService builds the audience rules over its repos.
export function contactsService(repo: ContactsRepo, listsRepo: ListsRepo, deps: ContactsDeps) {
  const throttle = createThrottle(deps.hit);
  async function segmentCondition(workspaceId: string, segmentId: string | undefined) {
    if (!segmentId) return undefined;
    const seg = await listsRepo.findSegment(workspaceId, segmentId);
    if (!seg) throw new AppError(404, 'SEGMENT_NOT_FOUND');
    return compileRules(seg.rules as RuleGroup);
  }

  async function requireList(workspaceId: string, listId: string) {
    const list = await listsRepo.findList(workspaceId, listId);
    if (!list) throw new AppError(404, 'LIST_NOT_FOUND');
    return list;
  }

  /**
   * Joins lists: confirmed at once for single opt-in; pending with a confirmation email for double opt-in, at most one
   * such email per address and list a day (a confirmed member stays confirmed and gets none).
   */
  async function joinLists(workspaceId: string, contact: ContactRow, listIds: string[], lang: Language) {
    for (const listId of listIds) {
      const list = await requireList(workspaceId, listId);
      if (list.optIn === 'double' && (contact.status === 'subscribed' || contact.status === 'non_subscribed')) {
        if (!(await repo.claimConfirmation(workspaceId, listId, contact.id, CONFIRMATION_INTERVAL_MS))) continue;
        const link = `${deps.publicUrl}/api/public/optin/${deps.tokens.optIn(contact.id, listId)}`;
        await deps.sendMail(optInMail(contact.email, list.name, link, (contact.language as Language) || lang));
      } else {
        await repo.setMembership(workspaceId, listId, contact.id, 'confirmed');
      }
    }
  }

  async function applyStatus(workspaceId: string, contact: ContactRow, source: string) {
    if (SUPPRESSING.has(contact.status)) {
      await repo.suppress(workspaceId, contact.email, contact.status as 'unsubscribed' | 'bounced' | 'complained', source);
      if (contact.status === 'unsubscribed') await repo.unsubscribeAllLists(workspaceId, contact.id);
    }
  }

  return {
    /** A segment's rules as one SQL condition over `contacts` (404 SEGMENT_NOT_FOUND): for other modules' queries. */
    segmentSql: (workspaceId: string, segmentId: string) => segmentCondition(workspaceId, segmentId) as Promise<SQL>,
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
    async count(workspaceId: string, q: { search?: string; status?: string; listId?: string; tag?: string; segmentId?: string }) {
      return repo.count(workspaceId, { ...q, segment: await segmentCondition(workspaceId, q.segmentId) });
    },
    /** Live count of a rule tree while the user edits it. */
    countRules: (workspaceId: string, rules: RuleGroup) => repo.count(workspaceId, { segment: compileRules(rules, { strict: true }) }),
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
      return contactView(created);
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
      }
      return contactView(row);
    },

    async bulk(workspaceId: string, action: { action: string; contactIds: string[]; tag?: string; listId?: string }) {
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
    },

    /** Streams the matching contacts as CSV, page by page (keyset), never the whole set in memory. */
    async exportCsv(workspaceId: string, q: { search?: string; status?: string; listId?: string; tag?: string; segmentId?: string }) {
      // resolve the segment before streaming starts, so a bad id is a 404 and not a broken download
      const segment = await segmentCondition(workspaceId, q.segmentId);
      return csvPages(workspaceId, q, segment);
    },

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

    // suppression
    async listSuppressions(workspaceId: string, limit: number, offset: number, search?: string) {
      const { items, total } = await repo.listSuppressions(workspaceId, limit, offset, search);
      return { items: items.map(suppressionView), total };
    },
    async suppressManually(workspaceId: string, email: string) {
      await repo.suppress(workspaceId, email, 'manual', 'manual');
    },
    async unsuppress(workspaceId: string, email: string) {
      if (!(await repo.unsuppress(workspaceId, email))) throw notFound();
      const c = await repo.findByEmail(workspaceId, email);
      // lifting a suppression gives back the earlier consent; a contact that never had one (non_subscribed) stays so
      if (c && SUPPRESSING.has(c.status)) await repo.update(workspaceId, c.id, { status: 'subscribed', softBounces: 0 });
    },
    /** Addresses among these that a send must skip. */
    suppressedAmong: (workspaceId: string, emails: string[]) => repo.suppressedAmong(workspaceId, emails),

    // consent (public, token-authenticated)
    async preferences(token: string): Promise<ContactPreferencesView> {
      const contactId = deps.tokens.readContact(token);
      const contact = contactId ? await findContactAnyWorkspace(contactId) : undefined;
      if (!contact) throw new AppError(404, 'INVALID_LINK');
      const memberships = await repo.listsOf(contact.workspaceId, contact.id);
      const publicLists = (await listsRepo.lists(contact.workspaceId)).filter((l) => l.list.visibility === 'public');
      const ids = new Set(memberships.map((m) => m.id));
      const all = [...memberships, ...publicLists.filter((l) => !ids.has(l.list.id)).map((l) => ({ id: l.list.id, name: l.list.name, status: 'none' }))];
      return {
        email: contact.email,
        status: contact.status,
        // the workspace that sends these emails, so the page can say whom the recipient unsubscribes from
        sender: await repo.workspaceName(contact.workspaceId),
        lists: all.map((l) => ({ id: l.id, name: l.name, subscribed: l.status === 'confirmed' || l.status === 'pending' })),
      };
    },
    async updatePreferences(token: string, input: { unsubscribeAll?: boolean; lists?: Record<string, boolean> }) {
      const contactId = deps.tokens.readContact(token);
      const contact = contactId ? await findContactAnyWorkspace(contactId) : undefined;
      if (!contact) throw new AppError(404, 'INVALID_LINK');
      if (input.unsubscribeAll) return unsubscribe(contact, 'preferences');
      const memberOf = new Map((await repo.listsOf(contact.workspaceId, contact.id)).map((m) => [m.id, m.status]));
      // lists joined at once (single opt-in): that is consent; a double opt-in list gives it when its link is followed
      const optInLists = new Set<string>();
      for (const [listId, on] of Object.entries(input.lists ?? {})) {
        const list = await listsRepo.findList(contact.workspaceId, listId);
        if (!list) continue;
        if (!on) {
          if (memberOf.has(listId)) await repo.setMembership(contact.workspaceId, listId, contact.id, 'unsubscribed');
          continue;
        }
        // joining: only a public list, or one the contact already belongs to; a double opt-in list still confirms by email
        if (memberOf.get(listId) === 'confirmed') continue;
        if (list.visibility !== 'public' && !memberOf.has(listId)) continue;
        if (list.optIn === 'double') {
          if (memberOf.get(listId) === 'pending') continue;
          await repo.setMembership(contact.workspaceId, listId, contact.id, 'pending');
          const link = `${deps.publicUrl}/api/public/optin/${deps.tokens.optIn(contact.id, listId)}`;
          await deps.sendMail(optInMail(contact.email, list.name, link, (contact.language as Language) || 'tr'));
          continue;
        }
        await repo.setMembership(contact.workspaceId, listId, contact.id, 'confirmed');
        optInLists.add(listId);
      }
      const rejoins = contact.status === 'unsubscribed' && Object.values(input.lists ?? {}).some(Boolean);
      if (rejoins || (contact.status === 'non_subscribed' && optInLists.size > 0)) {
        await repo.update(contact.workspaceId, contact.id, { status: 'subscribed', consentSource: 'preferences', consentAt: new Date() });
        await repo.unsuppress(contact.workspaceId, contact.email);
      }
    },
    /** RFC 8058 one-click: unsubscribes at once. */
    async oneClickUnsubscribe(token: string, campaignId?: string) {
      const contactId = deps.tokens.readContact(token);
      const contact = contactId ? await findContactAnyWorkspace(contactId) : undefined;
      if (!contact) throw new AppError(404, 'INVALID_LINK');
      await unsubscribe(contact, 'one-click', campaignId);
    },
    async confirmOptIn(token: string) {
      const t = deps.tokens.readOptIn(token);
      const contact = t ? await findContactAnyWorkspace(t.contactId) : undefined;
      if (!t || !contact || !(await listsRepo.findList(contact.workspaceId, t.listId))) throw new AppError(404, 'INVALID_LINK');
      await repo.setMembership(contact.workspaceId, t.listId, contact.id, 'confirmed');
      if (contact.status === 'non_subscribed') {
        await repo.update(contact.workspaceId, contact.id, { status: 'subscribed', consentSource: 'double-opt-in', consentAt: new Date() });
      } else if (!contact.consentAt) await repo.update(contact.workspaceId, contact.id, { consentSource: 'double-opt-in', consentAt: new Date() });
    },
    /**
     * Public subscribe form of a public list, open to anyone: throttled per client address and per target address, the
     * contact created once (the workspace's address is unique), at most one confirmation a day. The caller answers the
     * same whatever happened, so the form tells nothing about the address.
     */
    async subscribePublic(listId: string, input: { email: string; firstName?: string | null }, meta: { ip: string; language: Language }) {
      const lang = meta.language;
      const email = input.email.toLowerCase();
      await throttle(SUBSCRIBE_LIMITS.ip, `subscribe:ip:${meta.ip}`);
      await throttle(SUBSCRIBE_LIMITS.email, `subscribe:email:${email}`);
      const list = await listsRepo.findPublicList(listId);
      if (!list) throw new AppError(404, 'LIST_NOT_FOUND');
      const contact =
        (await repo.findByEmail(list.workspaceId, email)) ??
        (await repo.insert(list.workspaceId, {
          email,
          firstName: input.firstName ?? null,
          language: lang,
          consentSource: 'form',
          consentAt: list.optIn === 'single' ? new Date() : null,
        })) ??
        (await repo.findByEmail(list.workspaceId, email));
      if (!contact || (contact.status !== 'subscribed' && contact.status !== 'non_subscribed')) return;
      // a contact without consent opts in here: at once on a single opt-in list, by the confirmation link on a double
      if (contact.status === 'non_subscribed' && list.optIn === 'single') {
        const row = await repo.update(list.workspaceId, contact.id, { status: 'subscribed', consentSource: 'form', consentAt: new Date() });
        if (row) return joinLists(list.workspaceId, row, [list.id], lang);
      }
      await joinLists(list.workspaceId, contact, [list.id], lang);
    },

    /**
     * Puts a subscriber whose double opt-in was done elsewhere (the site's blog newsletter) on a list, creating the
     * contact, and the list when listId is missing or gone; a contact who unsubscribed, bounced or is suppressed
     * stays out. Returns the list's id.
     */
    async addConfirmedSubscriber(workspaceId: string, listId: string | undefined, sub: { email: string; language: string }, listName: string) {
      const list =
        (listId && (await listsRepo.findList(workspaceId, listId))) ||
        (await listsRepo.createList(workspaceId, { name: listName, visibility: 'private', optIn: 'double' }));
      const email = sub.email.toLowerCase();
      const contact =
        (await repo.findByEmail(workspaceId, email)) ??
        (await repo.insert(workspaceId, { email, language: sub.language, consentSource: 'site newsletter', consentAt: new Date() }).catch(unlessFull)) ??
        (await repo.findByEmail(workspaceId, email));
      const allowed = contact?.status === 'subscribed' || contact?.status === 'non_subscribed';
      if (!contact || !allowed || (await repo.suppressedAmong(workspaceId, [email])).size) return list.id;
      if (contact.status === 'non_subscribed') {
        await repo.update(workspaceId, contact.id, { status: 'subscribed', consentSource: 'site newsletter', consentAt: new Date() });
      }
      await repo.setMembership(workspaceId, list.id, contact.id, 'confirmed');
      return list.id;
    },
    preferencesToken: (contactId: string) => deps.tokens.contact(contactId),
    webhookToken: (workspaceId: string) => deps.tokens.webhook(workspaceId),
    // bounce and complaint intake
    webhookUrl: (workspaceId: string) => `${deps.publicUrl}/api/webhooks/delivery-events/${deps.tokens.webhook(workspaceId)}`,
    readWebhookToken: (token: string) => deps.tokens.readWebhook(token),
    async recordDeliveryEvent(
      workspaceId: string,
      e: { type: 'bounce' | 'complaint' | 'delivered'; bounceType?: 'hard' | 'soft'; email: string; campaignId?: string; timestamp?: string; reason?: string },
    ) {
      const email = e.email.toLowerCase();
      const contact = await repo.findByEmail(workspaceId, email);
      const occurredAt = e.timestamp ? new Date(e.timestamp) : new Date();
      const meta = { reason: e.reason ?? null, bounceType: e.bounceType ?? null };
      if (e.type === 'delivered') {
        if (contact) await repo.addEvents([{ workspaceId, contactId: contact.id, campaignId: e.campaignId, type: 'delivered', occurredAt }]);
        return;
      }
      if (e.type === 'complaint') {
        await repo.suppress(workspaceId, email, 'complained', 'webhook');
        if (contact) {
          await repo.update(workspaceId, contact.id, { status: 'complained' });
          await repo.addEvents([{ workspaceId, contactId: contact.id, campaignId: e.campaignId, type: 'complained', occurredAt, meta }]);
        }
        return;
      }
      const soft = e.bounceType === 'soft';
      const after = soft && contact ? await repo.addSoftBounce(workspaceId, email) : contact;
      if (contact) await repo.addEvents([{ workspaceId, contactId: contact.id, campaignId: e.campaignId, type: 'bounced', occurredAt, meta }]);
      if (!soft || (after && after.softBounces >= SOFT_BOUNCE_LIMIT)) {
        await repo.suppress(workspaceId, email, 'bounced', soft ? 'soft-bounce-limit' : 'webhook');
        if (contact) await repo.update(workspaceId, contact.id, { status: 'bounced' });
      }
    },
  };

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

  async function unsubscribe(contact: ContactRow, source: string, campaignId?: string) {
    await repo.update(contact.workspaceId, contact.id, { status: 'unsubscribed' });
    await repo.unsubscribeAllLists(contact.workspaceId, contact.id);
    await repo.suppress(contact.workspaceId, contact.email, 'unsubscribed', source);
    await repo.addEvents([{ workspaceId: contact.workspaceId, contactId: contact.id, campaignId, type: 'unsubscribed', meta: { source } }]);
  }

  // findContactAnyWorkspace resolves a contact from a signed token, the only place a contact is read without a workspace
  async function findContactAnyWorkspace(contactId: string) {
    return repo.findById(contactId);
  }
}
