// The audience's service: one object composed of the contacts sub-services (people, lists and segments, suppression,
// consent, delivery events), so callers hold a single `services.contacts`.
import type { ContactsRepo } from './contacts.repo.js';
import type { ListsRepo } from './lists.repo.js';
import type { ContactsDeps } from './contacts.shared.js';
import { consentService } from './consent.service.js';
import { deliveryEventsService } from './delivery-events.service.js';
import { listsService } from './lists.service.js';
import { peopleService } from './people.service.js';
import { suppressionService } from './suppression.service.js';

export type { ContactsDeps } from './contacts.shared.js';
export type ContactsService = ReturnType<typeof contactsService>;

// contactsService builds the audience rules over its repos.
export function contactsService(repo: ContactsRepo, listsRepo: ListsRepo, deps: ContactsDeps) {
  return {
    ...peopleService(repo, listsRepo, deps),
    ...listsService(repo, listsRepo, deps),
    ...suppressionService(repo),
    ...consentService(repo, listsRepo, deps),
    ...deliveryEventsService(repo, deps),
  };
}
