// The billing module: plans, subscriptions, plan changes and the payment provider's webhook. Usage is counted from the
// campaigns module's delivery records, never from a counter that could drift.
import { defineModule } from '../module.js';
import { billingRepo } from './billing.repo.js';
import { billingService, type BillingService } from './billing.service.js';
import { createPaymentProvider } from './payment.js';
import { billingRoutes, subscriptionRoutes } from './billing.routes.js';

// What other modules may use besides the front door (types and pure helpers).
export { newSubscription, type BillingService } from './billing.service.js';
export { existingEmails, lockContactRoom, planOfWorkspace, reserveContacts, type Conn, type ContactRoom } from './contact-limit.js';

declare module '../module.js' {
  interface Fronts {
    billing: BillingService;
  }
}

export const billingModule = defineModule('billing', (deps) => ({
  front: billingService(billingRepo(deps.database.db), (ws, since) => deps.fronts.campaigns.sentSince(ws, since), createPaymentProvider(deps.config.payment)),
  routes: { public: billingRoutes, authenticated: subscriptionRoutes },
}));
