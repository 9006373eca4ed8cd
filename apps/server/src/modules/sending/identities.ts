// Sender identities: the From name, From address and Reply-To a workspace's campaigns go out with. An identity's
// domain is one of the workspace's sending domains (added with the identity, checked by DNS, re-checked daily); the
// identity is verified when its domain is, and only a verified identity is sent as itself through the platform relay.
import { DOMAIN_RECHECK_HOURS, MAX_SENDER_IDENTITIES, type SenderIdentity, type SenderIdentityInput } from '@ulak/shared';
import { AppError } from '../../http/errors.js';
import { fromDomain } from './dkim.js';
import type { SendingDomainsService } from './domains.js';
import type { IdentitiesRepo, SenderIdentityRow } from './identities.repo.js';

/** What a campaign copies from its identity when it starts. */
export type IdentitySender = { fromName: string; fromEmail: string; replyTo: string | null; verified: boolean };

export type SenderIdentitiesService = ReturnType<typeof senderIdentitiesService>;

// senderIdentitiesService lists, adds, changes, checks and removes sender identities, and runs the daily re-check.
export function senderIdentitiesService(repo: IdentitiesRepo, domains: SendingDomainsService) {
  async function view(row: SenderIdentityRow): Promise<SenderIdentity> {
    const domain = await domains.view(row.workspaceId, row.domainId);
    return {
      id: row.id,
      fromName: row.fromName,
      fromEmail: row.fromEmail,
      replyTo: row.replyTo,
      status: domain.status,
      domain,
      createdAt: row.createdAt.toISOString(),
    };
  }

  const find = async (workspaceId: string, id: string) => {
    const row = await repo.find(workspaceId, id);
    if (!row) throw new AppError(404, 'SENDER_IDENTITY_NOT_FOUND');
    return row;
  };

  const domainOf = (email: string) => {
    const domain = fromDomain(email);
    if (!domain) throw new AppError(400, 'VALIDATION_ERROR');
    return domain;
  };

  return {
    async list(workspaceId: string) {
      return Promise.all((await repo.list(workspaceId)).map(view));
    },
    get: async (workspaceId: string, id: string) => view(await find(workspaceId, id)),
    /** Adds an identity and, when the workspace does not have it yet, its domain (to be verified). */
    async create(workspaceId: string, input: SenderIdentityInput) {
      if ((await repo.count(workspaceId)) >= MAX_SENDER_IDENTITIES) throw new AppError(400, 'SENDER_IDENTITY_LIMIT', { max: MAX_SENDER_IDENTITIES });
      const domain = await domains.ensure(workspaceId, domainOf(input.fromEmail));
      const row = await repo.insert({ workspaceId, domainId: domain.id, fromName: input.fromName, fromEmail: input.fromEmail, replyTo: input.replyTo || null });
      if (!row) throw new AppError(409, 'SENDER_IDENTITY_EXISTS');
      return view(row);
    },
    /** Changes an identity; a new address on another domain brings that domain along. */
    async update(workspaceId: string, id: string, input: SenderIdentityInput) {
      const current = await find(workspaceId, id);
      const domain = await domains.ensure(workspaceId, domainOf(input.fromEmail));
      if (input.fromEmail !== current.fromEmail && (await repo.list(workspaceId)).some((r) => r.fromEmail === input.fromEmail && r.id !== id))
        throw new AppError(409, 'SENDER_IDENTITY_EXISTS');
      const row = await repo.update(workspaceId, id, {
        domainId: domain.id,
        fromName: input.fromName,
        fromEmail: input.fromEmail,
        replyTo: input.replyTo || null,
      });
      if (!row) throw new AppError(404, 'SENDER_IDENTITY_NOT_FOUND');
      return view(row);
    },
    /** Checks the identity's domain now (every record) and returns the identity with the outcome. */
    async check(workspaceId: string, id: string) {
      const row = await find(workspaceId, id);
      await domains.verify(workspaceId, row.domainId);
      return view(row);
    },
    /** Removes an identity; its domain stays (other identities or the domain list may use it). */
    async remove(workspaceId: string, id: string) {
      if (!(await repo.remove(workspaceId, id))) throw new AppError(404, 'SENDER_IDENTITY_NOT_FOUND');
    },
    /** The sender a campaign goes out as, or undefined when the workspace has no such identity. */
    async sender(workspaceId: string, id: string): Promise<IdentitySender | undefined> {
      const row = await repo.find(workspaceId, id);
      if (!row) return undefined;
      const domain = await domains.view(workspaceId, row.domainId);
      return { fromName: row.fromName, fromEmail: row.fromEmail, replyTo: row.replyTo, verified: domain.status === 'verified' };
    },
    /** The daily job: re-checks every domain not checked for a day (see DOMAIN_RECHECK_HOURS). */
    recheckDue: (now = new Date()) => domains.recheckDue(repo.dueDomains, DOMAIN_RECHECK_HOURS, 500, now),
  };
}
