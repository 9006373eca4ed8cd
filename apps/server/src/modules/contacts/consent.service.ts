// Consent, reached by signed links and public forms: the preferences page, one-click unsubscribe, double opt-in
// confirmation, the public subscribe form (throttled), and subscribers confirmed elsewhere (the site's newsletter).
import type { ContactPreferencesView, Language } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import { createThrottle } from '../auth/index.js';
import type { ContactRow, ContactsRepo } from './contacts.repo.js';
import type { ListsRepo } from './lists.repo.js';
import { optInMail } from './contacts.mails.js';
import { HOUR_MS, listJoiner, type ContactsDeps } from './contacts.shared.js';
import { contactView } from './people.service.js';

/** Anonymous public-list subscribes: per client address, and per target address across every list. */
export const SUBSCRIBE_LIMITS = { ip: { windowMs: HOUR_MS, max: 10 }, email: { windowMs: HOUR_MS, max: 5 } };

// unlessFull drops a PLAN_CONTACT_LIMIT refusal (the subscriber is simply not added) and rethrows anything else.
const unlessFull = (err: unknown): undefined => {
  if (err instanceof AppError && err.code === 'PLAN_CONTACT_LIMIT') return undefined;
  throw err;
};

// consentService builds the public, token-authenticated consent rules over the repos.
export function consentService(repo: ContactsRepo, listsRepo: ListsRepo, deps: Pick<ContactsDeps, 'tokens' | 'sendMail' | 'publicUrl' | 'hit' | 'onEvent'>) {
  const throttle = createThrottle(deps.hit);
  const joinLists = listJoiner(repo, listsRepo, deps);

  async function unsubscribe(contact: ContactRow, source: string, campaignId?: string) {
    const row = await repo.update(contact.workspaceId, contact.id, { status: 'unsubscribed' });
    await repo.unsubscribeAllLists(contact.workspaceId, contact.id);
    await repo.suppress(contact.workspaceId, contact.email, 'unsubscribed', source);
    await repo.addEvents([{ workspaceId: contact.workspaceId, contactId: contact.id, campaignId, type: 'unsubscribed', meta: { source } }]);
    // the event once, when the status changes (a second click on the same link reports nothing)
    if (contact.status !== 'unsubscribed')
      await deps.onEvent?.(contact.workspaceId, 'contact.unsubscribed', { ...contactView(row ?? contact), source, campaignId: campaignId ?? null });
  }

  // findContactAnyWorkspace resolves a contact from a signed token, the only place a contact is read without a workspace
  async function findContactAnyWorkspace(contactId: string) {
    return repo.findById(contactId);
  }

  return {
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
    /** Confirms a double opt-in membership (404 INVALID_LINK); returns the contact's preferences token. */
    async confirmOptIn(token: string) {
      const t = deps.tokens.readOptIn(token);
      const contact = t ? await findContactAnyWorkspace(t.contactId) : undefined;
      if (!t || !contact || !(await listsRepo.findList(contact.workspaceId, t.listId))) throw new AppError(404, 'INVALID_LINK');
      await repo.setMembership(contact.workspaceId, t.listId, contact.id, 'confirmed');
      if (contact.status === 'non_subscribed') {
        await repo.update(contact.workspaceId, contact.id, { status: 'subscribed', consentSource: 'double-opt-in', consentAt: new Date() });
      } else if (!contact.consentAt) await repo.update(contact.workspaceId, contact.id, { consentSource: 'double-opt-in', consentAt: new Date() });
      return deps.tokens.contact(contact.id);
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
      const existing = await repo.findByEmail(list.workspaceId, email);
      const inserted = existing
        ? undefined
        : await repo.insert(list.workspaceId, {
            email,
            firstName: input.firstName ?? null,
            language: lang,
            consentSource: 'form',
            consentAt: list.optIn === 'single' ? new Date() : null,
          });
      const contact = existing ?? inserted ?? (await repo.findByEmail(list.workspaceId, email));
      if (inserted) await deps.onEvent?.(list.workspaceId, 'contact.created', contactView(inserted));
      const form = { listId: list.id, listName: list.name, email, firstName: input.firstName ?? null, contactId: contact?.id ?? null };
      await deps.onEvent?.(list.workspaceId, 'form.submitted', form);
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
      const existing = await repo.findByEmail(workspaceId, email);
      const inserted = existing
        ? undefined
        : await repo.insert(workspaceId, { email, language: sub.language, consentSource: 'site newsletter', consentAt: new Date() }).catch(unlessFull);
      const contact = existing ?? inserted ?? (await repo.findByEmail(workspaceId, email));
      if (inserted) await deps.onEvent?.(workspaceId, 'contact.created', contactView(inserted));
      const allowed = contact?.status === 'subscribed' || contact?.status === 'non_subscribed';
      if (!contact || !allowed || (await repo.suppressedAmong(workspaceId, [email])).size) return list.id;
      if (contact.status === 'non_subscribed') {
        await repo.update(workspaceId, contact.id, { status: 'subscribed', consentSource: 'site newsletter', consentAt: new Date() });
      }
      await repo.setMembership(workspaceId, list.id, contact.id, 'confirmed');
      return list.id;
    },
    preferencesToken: (contactId: string) => deps.tokens.contact(contactId),
  };
}
