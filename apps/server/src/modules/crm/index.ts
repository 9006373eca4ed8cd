// The CRM module: leads and their scoring model, companies, the pipeline and its deals, activities and tasks, analytics.
import { QUEUES } from '../../jobs/jobs.js';
import { defineModule } from '../module.js';
import { crmRepo } from './crm.repo.js';
import { crmAnalyticsRepo } from './crm-analytics.repo.js';
import { crmService, type CrmService } from './crm.service.js';
import { crmRoutes } from './crm.routes.js';

declare module '../module.js' {
  interface Fronts {
    crm: CrmService;
  }
}

export const crmModule = defineModule('crm', (deps) => {
  // events go to the outgoing webhooks and become the product's own notifications (the settings module)
  const service = crmService(crmRepo(deps.database.db), crmAnalyticsRepo(deps.database.db), deps.fronts.contacts.ensureContacts, async (ws, type, data) => {
    await deps.fronts.webhooks?.emit(ws, type, data);
    await deps.fronts.settings?.notifyEvent(ws, type, data);
  });
  return {
    front: service,
    routes: { authenticated: crmRoutes },
    start: async () => {
      await deps.boss.work(QUEUES.crmTrain, async () => {
        await service.trainAll();
      });
      await deps.boss.schedule(QUEUES.crmTrain, '30 2 * * *');
    },
  };
});
