// The currency module: exchange rates (refreshed daily from ULAK_RATES_URL) and the visitor's country.
import { QUEUES } from '../../jobs/jobs.js';
import { defineModule } from '../module.js';
import { currencyRepo } from './currency.repo.js';
import { currencyService, lookupCountry, type CurrencyService } from './currency.service.js';
import { currencyRoutes } from './currency.routes.js';

export { lookupCountry };

declare module '../module.js' {
  interface Fronts {
    currency: CurrencyService;
  }
}

export const currencyModule = defineModule('currency', (deps) => {
  const service = currencyService(currencyRepo(deps.database.db), deps.config.ratesUrl);
  return {
    front: service,
    routes: { public: currencyRoutes },
    start: async () => {
      await deps.boss.work(QUEUES.ratesRefresh, async () => {
        await service.refresh();
      });
      await deps.boss.schedule(QUEUES.ratesRefresh, '15 3 * * *');
      if (deps.config.ratesUrl) await deps.boss.send(QUEUES.ratesRefresh, {}, { singletonKey: 'startup', singletonSeconds: 3600 });
    },
  };
});
