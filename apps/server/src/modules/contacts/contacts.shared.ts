// What the contacts sub-services share: their options, the suppressing statuses, a segment's SQL, a list that must
// exist, and joining lists (double opt-in).
import type { Language, RuleGroup, WebhookEventType } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import type { OutgoingMail } from '../../mail/mailer.js';
import type { Hit } from '../auth/index.js';
import type { ConsentTokens } from './consent.js';
import type { ContactRow, ContactsRepo } from './contacts.repo.js';
import type { ListsRepo } from './lists.repo.js';
import { compileRules } from './segment-sql.js';
import { optInMail } from './contacts.mails.js';

export const HOUR_MS = 60 * 60 * 1000;
/** At most one double opt-in confirmation per address and list in this time, however often it is asked for. */
export const CONFIRMATION_INTERVAL_MS = 24 * HOUR_MS;

/** Contact statuses that put the address on the suppression list. */
export const SUPPRESSING = new Set(['unsubscribed', 'bounced', 'complained']);

export type ContactsDeps = {
  tokens: ConsentTokens;
  sendMail: (m: OutgoingMail) => Promise<void>;
  publicUrl: string;
  /** The shared rate-limit counter (anonymous public subscribes are throttled per client and per address). */
  hit: Hit;
  /** Names of the running workflows with a step adding to this list (deleting it is refused while there are any). */
  listUsedBy?: (workspaceId: string, listId: string) => Promise<string[]>;
  /** Reports an audience event (contact.created, contact.unsubscribed, form.submitted) to the webhooks front door. */
  onEvent?: (workspaceId: string, type: WebhookEventType, data: Record<string, unknown>) => Promise<unknown>;
};
/** What sending a double opt-in confirmation needs. */
export type OptInDeps = Pick<ContactsDeps, 'tokens' | 'sendMail' | 'publicUrl'>;
/** What the people service needs: opt-in mails and the event reporter. */
export type PeopleDeps = OptInDeps & Pick<ContactsDeps, 'onEvent'>;

// listLookups resolves a segment to its SQL condition and a list that must exist (404 otherwise).
export function listLookups(listsRepo: ListsRepo) {
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

  return { segmentCondition, requireList };
}

// listJoiner builds joinLists over the repos.
export function listJoiner(repo: ContactsRepo, listsRepo: ListsRepo, deps: OptInDeps) {
  const { requireList } = listLookups(listsRepo);
  /**
   * Joins lists: confirmed at once for single opt-in; pending with a confirmation email for double opt-in, at most one
   * such email per address and list a day (a confirmed member stays confirmed and gets none).
   */
  return async function joinLists(workspaceId: string, contact: ContactRow, listIds: string[], lang: Language) {
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
  };
}
