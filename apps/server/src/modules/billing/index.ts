// The billing module: plans, subscriptions, plan changes, the saved card, renewals, cancel at the period's end, the
// subscription's own invoices and refunds, and the payment provider's webhook. Usage is counted from the campaigns
// module's delivery records, never from a counter that could drift.
import { AppError } from '../../http/errors.js';
import { session } from '../../http/auth-guard.js';
import { defineModule } from '../module.js';
import { workspaceDirectory } from '../workspaces/index.js';
import { billingRepo } from './billing.repo.js';
import { billingService, type BillingService } from './billing.service.js';
import { createPaymentProvider } from './payment.js';
import { billingAdminRoutes, billingRoutes, subscriptionRoutes } from './billing.routes.js';

// What other modules may use besides the front door (types and pure helpers).
export { newSubscription, type BillingService } from './billing.service.js';
export { existingEmails, lockContactRoom, planOfWorkspace, reserveContacts, type Conn, type ContactRoom } from './contact-limit.js';

declare module '../module.js' {
  interface Fronts {
    /**
     * The billing service; other modules read `current` (plan and usage) and `subscriptionInvoices` (the paid and
     * refunded subscription invoices, e.g. for the white-label commissions).
     */
    billing: BillingService;
  }
}

const RENEWAL_QUEUE = 'billing.renewals';

export const billingModule = defineModule('billing', async (deps) => {
  const workspaces = workspaceDirectory(deps.database.db);
  const service = billingService(
    billingRepo(deps.database.db),
    (ws, since) => deps.fronts.campaigns.sentSince(ws, since),
    createPaymentProvider(deps.config.payment),
    {
      publicUrl: deps.config.publicUrl,
      // invoices are billed to the workspace's company details (the invoicing settings), else its name
      billedTo: async (workspaceId) => {
        const c = (await deps.fronts.invoicing.settings.company(workspaceId).catch(() => null)) as Record<string, string | null> | null;
        const place = [c?.address, [c?.postalCode, c?.district, c?.city].filter(Boolean).join(' '), c?.country].filter(Boolean).join(', ');
        const name = c?.legalName || c?.companyName || (await workspaces.info(workspaceId).catch(() => ({ name: '' }))).name;
        return { name, address: place || null, taxNumber: c?.taxNumber || null, email: c?.email || null };
      },
      notify: async (workspaceId, n) => {
        await deps.fronts.settings.notify(workspaceId, { category: 'invoices', ...n, link: '/app/settings?tab=billing', roles: ['owner', 'admin'] });
      },
    },
  );
  await deps.boss.createQueue(RENEWAL_QUEUE);
  const requireManager = async (req: Parameters<typeof session>[0]) => {
    const { workspaceId, user, sessionId } = session(req);
    if (sessionId.startsWith('api-key:')) return;
    const role = await deps.fronts.settings.roleOf(workspaceId, user.id);
    if (role !== 'owner' && role !== 'admin') throw new AppError(403, 'ROLE_MANAGER_REQUIRED');
  };
  return {
    front: service,
    routes: {
      public: billingRoutes,
      authenticated: (app, ctx) => subscriptionRoutes(app, ctx, requireManager),
      admin: billingAdminRoutes,
    },
    start: async () => {
      // hourly: periods that ended renew (a charge of the saved card), move to Free when cancelled, or fall past due
      await deps.boss.work(RENEWAL_QUEUE, async () => void (await service.renewDue()));
      await deps.boss.schedule(RENEWAL_QUEUE, '23 * * * *', {}, { singletonKey: RENEWAL_QUEUE });
    },
  };
});
