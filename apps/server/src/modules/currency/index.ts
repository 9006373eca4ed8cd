// The currency module: exchange rates (refreshed daily from the admin panel's provider URL, else ULAK_RATES_URL) and the
// visitor's country.
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
  // the provider's URL set in the admin panel wins over ULAK_RATES_URL (the admin module is built later: read at run time)
  const providerUrl = async () => (await deps.fronts.admin?.exchangeRatesUrl()) ?? deps.config.ratesUrl;
  const service = currencyService(currencyRepo(deps.database.db), providerUrl);
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
