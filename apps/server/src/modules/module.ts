// A module is a unit one line adds to the product (modules/index.ts): its services built from its dependencies, its
// front door (the few functions other modules may call), its routes in the right scope, its workers.
// The pattern follows fastify/demo's autohooks: the authenticated scope checks the session once for all its routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Boss } from '../jobs/boss.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import type { SecretBox } from '../secret-box.js';
import type { Guards } from '../http/auth-guard.js';
import { session } from '../http/auth-guard.js';
import type { AppContext, Services } from '../http/types.js';
import type { MailboxRepo } from './mailbox/mailbox.repo.js';

/**
 * The front doors of the plugin modules, by name. Each module adds its own entry by declaration merging:
 *   declare module '../module.js' { interface Fronts { channels: ChannelsFront } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Fronts {}

/** What a module is built from. `fronts` is filled once every module is built: call it at run time, never in create. */
export type ModuleDeps = {
  config: Config;
  database: Database;
  boss: Boss;
  mailer: Mailer;
  /** The instance secret, for signing; `box` seals secrets stored at rest (AES-GCM). */
  secret: string;
  box: SecretBox;
  /** Queue an outgoing platform email (sign-in codes, notifications). */
  sendMail: (mail: OutgoingMail) => Promise<void>;
  /** The platform's captured mail (the built-in SMTP server's store, used when no ULAK_SMTP_URL is set). */
  mailbox: MailboxRepo;
  /** The first modules' services under their historical flat names (services.contacts is fronts.contacts.service…). */
  services: Services;
  fronts: Fronts;
  /** Run a module's workers in this process (false in `ULAK_ROLE=api`). */
  worker: boolean;
};

/** A scope's routes; `ctx` is the app's context (config, guards, fronts) for the modules that read it at registration. */
export type ScopeRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

export type ModuleRoutes = {
  /** Behind a live session: every request is authenticated (onRequest) before its body is read; see `workspaceOf`. */
  authenticated?: ScopeRoutes;
  /** Platform admins only: 401 without a session, 403 for everyone else. */
  admin?: ScopeRoutes;
  /** No session: webhooks, widgets, public forms. Each route checks its own credential (signature, key, token). */
  public?: ScopeRoutes;
  /** Served by every process, workers included (health checks). */
  always?: ScopeRoutes;
};

export type ModuleInstance<F> = {
  front: F;
  routes?: ModuleRoutes;
  /** Attach queue handlers and schedules; called only in worker processes, after every module is built. */
  start?: () => Promise<void>;
  close?: () => Promise<void>;
};

export type UlakModule = {
  name: keyof Fronts & string;
  create: (deps: ModuleDeps) => Promise<ModuleInstance<unknown>> | ModuleInstance<unknown>;
};

// defineModule ties a module's name to the type of its front door.
export function defineModule<N extends keyof Fronts & string>(
  name: N,
  create: (deps: ModuleDeps) => Promise<ModuleInstance<Fronts[N]>> | ModuleInstance<Fronts[N]>,
): UlakModule {
  return { name, create };
}

// workspaceOf is the signed-in workspace of a request in the authenticated or admin scope.
export function workspaceOf(req: FastifyRequest): string {
  return session(req).workspaceId;
}

export type BuiltModules = { fronts: Fronts; services: Services; instances: { name: string; instance: ModuleInstance<unknown> }[] };

// buildModules creates the modules in order and fills the shared fronts object: a module reads the fronts of the
// modules listed before it while it is created, and any front at run time.
export async function buildModules(
  modules: readonly UlakModule[],
  deps: Omit<ModuleDeps, 'fronts' | 'services'>,
  servicesOf: (fronts: Fronts) => Services,
): Promise<BuiltModules> {
  const fronts = {} as Record<string, unknown>;
  const services = servicesOf(fronts as unknown as Fronts);
  const instances: BuiltModules['instances'] = [];
  for (const m of modules) {
    const instance = await m.create({ ...deps, services, fronts: fronts as unknown as Fronts });
    fronts[m.name] = instance.front;
    instances.push({ name: m.name, instance });
  }
  return { fronts: fronts as unknown as Fronts, services, instances };
}

// registerModuleRoutes registers every module's routes in its scope; `serving` is false in a worker-only process,
// which answers only the `always` routes (health).
export async function registerModuleRoutes(app: FastifyInstance, built: BuiltModules, ctx: AppContext, serving: boolean) {
  const guards: Guards = ctx.guards;
  for (const { instance } of built.instances) {
    const r = instance.routes;
    if (!r) continue;
    if (r.always) await app.register(async (scope) => r.always?.(scope, ctx));
    if (!serving) continue;
    if (r.public) await app.register(async (scope) => r.public?.(scope, ctx));
    if (r.authenticated) {
      await app.register(async (scope) => {
        scope.addHook('onRequest', guards.requireUser);
        await r.authenticated?.(scope, ctx);
      });
    }
    if (r.admin) {
      await app.register(async (scope) => {
        scope.addHook('onRequest', guards.requireAdmin);
        await r.admin?.(scope, ctx);
      });
    }
  }
}

// startModules runs each module's workers; stopModules closes them in reverse order.
export async function startModules(built: BuiltModules) {
  for (const { instance } of built.instances) await instance.start?.();
}
export async function stopModules(built: BuiltModules) {
  for (const { instance } of [...built.instances].reverse()) await instance.close?.().catch(() => undefined);
}
