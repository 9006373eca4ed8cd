// The mailbox module: the platform admin's view of the mail the built-in SMTP server captured.
import { defineModule } from '../module.js';
import type { MailboxRepo } from './mailbox.repo.js';
import { mailboxRoutes } from './mailbox.routes.js';

declare module '../module.js' {
  interface Fronts {
    mailbox: MailboxRepo;
  }
}

export const mailboxModule = defineModule('mailbox', (deps) => ({ front: deps.mailbox, routes: { admin: mailboxRoutes } }));
