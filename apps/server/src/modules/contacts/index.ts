// The contacts module: the audience (contacts, lists and segments, imports, suppression, consent and double opt-in,
// bounces). Its front door is what other modules may call: the service, the lists and segments a campaign targets,
// and the contacts' personalisation fields.
import { QUEUES, enqueueImport } from '../../jobs/jobs.js';
import { acceptPrevious } from '../../secret.js';
import { defineModule } from '../module.js';
import { contactsRepo } from './contacts.repo.js';
import { listsRepo, type ListsRepo } from './lists.repo.js';
import { importsRepo } from './imports.repo.js';
import { contactsService, type ContactsService } from './contacts.service.js';
import { importService, type ImportService } from './import.service.js';
import { consentTokens } from './consent.js';
import { contactsRoutes } from './contacts.routes.js';
import { consentRoutes } from './consent.routes.js';
import { startBounceServer, type BounceServer } from './bounce-intake.js';

// What other modules may use besides the front door (types and pure helpers).
export type { ContactsService } from './contacts.service.js';
export { compileRules } from './segment-sql.js';

export type { ListRow, SegmentRow, ListsRepo as AudienceLists } from './lists.repo.js';

export type EnsureContacts = (
  workspaceId: string,
  people: { email: string; name: string }[],
  consent: { source: string; subscribed: boolean; wholeName?: boolean },
) => Promise<Map<string, string>>;

export type ContactsFront = {
  service: ContactsService;
  imports: ImportService;
  /** The lists and segments a campaign targets. */
  lists: ListsRepo;
  /** The personalisation fields of these contacts (first name, custom fields…), by id. */
  personalisation: (ids: string[]) => Promise<Map<string, Record<string, unknown>>>;
  /** Finds or creates the contacts for these people (CRM leads, campaign recipients): their ids by lower-cased email. */
  ensureContacts: EnsureContacts;
  /** The loopback port of the built-in bounce SMTP server, when this process runs it. */
  bouncePort: () => number | undefined;
};

declare module '../module.js' {
  interface Fronts {
    contacts: ContactsFront;
  }
}

export const contactsModule = defineModule('contacts', (deps) => {
  const { db } = deps.database;
  const { config } = deps;
  const people = contactsRepo(db);
  const lists = listsRepo(db);
  const previous = config.previousSecret;
  // ULAK_PREVIOUS_SECRET: consent links signed before a rotation keep verifying (they are never signed with it)
  const tokens = acceptPrevious(consentTokens(deps.secret), previous ? consentTokens(previous) : undefined);
  const service = contactsService(people, lists, {
    tokens,
    sendMail: deps.sendMail,
    publicUrl: config.publicUrl,
    hit: deps.fronts.auth.hit,
    listUsedBy: async (ws, id) => (await deps.fronts.automation?.usedBy(ws, 'listId', id)) ?? [],
    onEvent: (ws, type, data) => deps.fronts.webhooks?.emit(ws, type, data),
  });
  const imports = importService(importsRepo(db), lists, { dataDir: config.dataDir, enqueue: enqueueImport(deps.boss) });
  let bounces: BounceServer | undefined;
  return {
    front: {
      service,
      imports,
      lists,
      personalisation: (ids) => people.personalisation(ids),
      ensureContacts: (ws, list, consent) => people.ensureContacts(ws, list, consent),
      bouncePort: () => bounces?.port,
    },
    routes: { authenticated: contactsRoutes, public: consentRoutes },
    start: async () => {
      if (config.bounce.smtpPort !== undefined)
        bounces = await startBounceServer(service, config.bounce.smtpPort, config.env === 'test' ? '127.0.0.1' : undefined);
      const { boss } = deps;
      await boss.work<{ importId: string }>(QUEUES.contactImport, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        try {
          await imports.run(job.data.importId);
        } catch (err) {
          await imports.fail(job.data.importId, err instanceof Error ? err.message : 'import failed');
        }
      });
      await boss.work(QUEUES.importSweep, async () => {
        await imports.resumeOrphans();
      });
      await boss.schedule(QUEUES.importSweep, '* * * * *');
      await imports.resumeOrphans();
    },
    close: async () => {
      await bounces?.close();
    },
  };
});
