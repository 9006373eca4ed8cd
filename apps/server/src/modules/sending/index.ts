// The sending module's front door: the mail servers a workspace sends through (the campaign sender reads them and
// records its counters) and their row types.
export type { MailServerRow, ServerCounters, ServersRepo as MailServers } from './servers.repo.js';
