// The suppression list: addresses a send skips; listed, blocked by hand, lifted (the earlier consent comes back).
import type { SuppressionView } from '@ulak/shared';
import { notFound } from '../../http/errors.js';
import type { ContactsRepo } from './contacts.repo.js';
import { SUPPRESSING } from './contacts.shared.js';

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

// suppressionService builds the suppression list's rules over the contacts repo.
export function suppressionService(repo: ContactsRepo) {
  return {
    /** One page (1-based) of the suppressed addresses, optionally searched, with the total. */
    async listSuppressions(workspaceId: string, q: { page: number; limit: number; search?: string }) {
      const { page, limit, search } = q;
      const { items, total } = await repo.listSuppressions(workspaceId, limit, (page - 1) * limit, search);
      return { items: items.map(suppressionView), total, page, limit };
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
  };
}
