// Builds one Ulak instance: database, job queue, mail, services, HTTP server. Plugins in order: external, app, routes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { translate } from '@ulak/shared';
import type { Config } from './config.js';
import { openDatabase } from './db/client.js';
import { startBoss } from './jobs/boss.js';
import { createQueues, enqueueImport, enqueueMail, enqueueResetCode, startWorkers, QUEUES } from './jobs/jobs.js';
import { startCaptureServer, type CaptureServer } from './mail/capture.js';
import { createMailer } from './mail/mailer.js';
import { acceptPrevious, loadSecret } from './secret.js';
import { authenticateFirst, createGuards } from './http/auth-guard.js';
import { logSerializers } from './http/redact.js';
import { registerErrorHandling, requestLanguage } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerReferenceGuard } from './http/references.js';
import type { AppContext, Services } from './http/types.js';
import { authRepo } from './modules/auth/auth.repo.js';
import { authService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { billingRepo } from './modules/billing/billing.repo.js';
import { billingService } from './modules/billing/billing.service.js';
import { createPaymentProvider } from './modules/billing/payment.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { currencyRepo } from './modules/currency/currency.repo.js';
import { currencyService } from './modules/currency/currency.service.js';
import { currencyRoutes } from './modules/currency/currency.routes.js';
import { mailboxRepo } from './modules/mailbox/mailbox.repo.js';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { siteRepo } from './modules/site/site.repo.js';
import { articlesRepo } from './modules/site/articles.repo.js';
import { siteService } from './modules/site/site.service.js';
import { statusRepo } from './modules/site/status.repo.js';
import { statusService } from './modules/site/status.service.js';
import { chatRepo } from './modules/site/chat.repo.js';
import { chatService } from './modules/site/chat.service.js';
import { siteRoutes } from './modules/site/site.routes.js';
import { siteAdminRoutes } from './modules/site/site-admin.routes.js';
import { contactsRepo } from './modules/contacts/contacts.repo.js';
import { listsRepo } from './modules/contacts/lists.repo.js';
import { importsRepo } from './modules/contacts/imports.repo.js';
import { contactsService } from './modules/contacts/contacts.service.js';
import { importService } from './modules/contacts/import.service.js';
import { consentTokens } from './modules/contacts/consent.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { consentRoutes } from './modules/contacts/consent.routes.js';
import multipart from '@fastify/multipart';
import { startBounceServer, type BounceServer } from './modules/contacts/bounce-intake.js';
import { deriveSecretBox } from './secret-box.js';
import { templatesRepo } from './modules/templates/templates.repo.js';
import { templatesService } from './modules/templates/templates.service.js';
import { campaignsRepo } from './modules/campaigns/campaigns.repo.js';
import { campaignsService } from './modules/campaigns/campaigns.service.js';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.js';
import { createSender, type Sender } from './modules/campaigns/sender.js';
import { trackingSigner } from './modules/campaigns/message.js';
import { testSendService } from './modules/campaigns/test-send.js';
import { workspaceMailService } from './modules/campaigns/workspace-mail.js';
import { campaignReportService } from './modules/campaigns/report.js';
import { serversRepo } from './modules/sending/servers.repo.js';
import { serversService } from './modules/sending/servers.service.js';
import { relayIdentity, sendingDomainsService } from './modules/sending/domains.js';
import { sendingRoutes } from './modules/sending/sending.routes.js';
import { identitiesRepo } from './modules/sending/identities.repo.js';
import { senderIdentitiesService } from './modules/sending/identities.js';
import { createTxtResolver } from './net/dns.js';
import { trackingBuffer } from './modules/tracking/tracking.js';
import { trackingRoutes } from './modules/tracking/tracking.routes.js';
import { workspacesRepo } from './modules/workspaces/workspaces.repo.js';
import { lookupCountry } from './modules/currency/currency.service.js';
import { crmRepo } from './modules/crm/crm.repo.js';
import { crmAnalyticsRepo } from './modules/crm/crm-analytics.repo.js';
import { crmService } from './modules/crm/crm.service.js';
import { crmRoutes } from './modules/crm/crm.routes.js';
import { invoicingServices } from './modules/invoicing/services.js';
import { invoicingRoutes } from './modules/invoicing/invoicing.routes.js';
import { MODULES } from './modules/index.js';
import { buildModules, registerModuleRoutes, startModules, stopModules, type BuiltModules, type Fronts } from './modules/module.js';

const BODY_LIMIT_BYTES = 1024 * 1024;
/** The audience list the blog newsletter's confirmed subscribers join, in the platform admin's workspace (named in both languages). */
const NEWSLETTER_LIST_NAME = 'Blog bülteni · Blog newsletter';

export type UlakApp = { app: FastifyInstance; ctx: AppContext; close: () => Promise<void> };

// webDistDir is the built web app: ULAK_WEB_DIST, else apps/web/dist beside this package.
function webDistDir(config: Config): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = config.webDist ?? path.resolve(here, '../../web/dist');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

// createApp starts the data layer and workers for the configured role and returns a ready (not listening) HTTP app.
export async function createApp(config: Config): Promise<UlakApp> {
  const secret = loadSecret(config.secret, config.dataDir);
  const boxReady = deriveSecretBox(secret);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteInMemory ? 'memory://' : config.dataDir });
  await database.migrate();
  const worker = config.role !== 'api';
  const boss = await startBoss(database, { databaseUrl: config.databaseUrl, worker });
  await createQueues(boss);

  const mailbox = mailboxRepo(database.db, { attachmentsDir: path.join(config.dataDir, 'mailbox') });
  let capture: CaptureServer | undefined;
  if (!config.smtpUrl) capture = await startCaptureServer(mailbox, config.captureSmtpPort);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, capturePort: capture?.port, from: config.mailFrom });

  const campaignsData = campaignsRepo(database.db);
  // plan usage is counted from the delivery records, never from a counter that could drift
  const billing = billingService(billingRepo(database.db), (ws, since) => campaignsData.sentSince(ws, since), createPaymentProvider(config.payment));
  const box = await boxReady;
  // ULAK_PREVIOUS_SECRET: links signed before a rotation keep verifying (they are never signed with it)
  const previous = config.previousSecret;
  const consentLinks = acceptPrevious(consentTokens(secret), previous ? consentTokens(previous) : undefined);
  const servers = serversRepo(database.db);
  // workspaces' own mail servers must be public hosts unless the operator allows private ones
  const mailNet = { allowPrivate: config.allowPrivateMailServers };
  const relay = relayIdentity({
    verifiedDomains: (ws) => servers.verifiedDomains(ws),
    workspaceName: async (ws) => (await workspacesRepo(database.db).info(ws)).name,
    platformFrom: config.mailFrom,
  });
  // sending domains are checked through ULAK_DNS_SERVERS (else the system's), SPF for the relay or the workspace's servers
  const domains = sendingDomainsService(servers, box, createTxtResolver(config.dnsServers), (ws) => relay.forget(ws), {
    relayUrl: config.smtpUrl,
    bounceDomain: config.bounce.domain,
  });
  let sender: Sender | undefined = undefined;
  const signer = acceptPrevious(trackingSigner(secret), previous ? trackingSigner(previous) : undefined);
  const auth = authRepo(database.db);
  const sendMail = enqueueMail(boss);
  // the site chat's messages also land in the platform workspace's unified inbox (the modules are built further down)
  let moduleFronts: Fronts | undefined = undefined;
  const services: Services = {
    auth: authService(auth, {
      secret,
      sendMail,
      publicUrl: config.publicUrl,
      deferResetCode: enqueueResetCode(boss),
      // the sign-up wizard's business details become the workspace's invoicing company settings
      seedCompany: async (ws, company, lang) => void (await services.invoicing.settings.saveCompany(ws, company, lang)),
    }),
    billing,
    currency: currencyService(currencyRepo(database.db), config.ratesUrl),
    mailbox,
    site: siteService(siteRepo(database.db), articlesRepo(database.db), {
      sendMail,
      publicUrl: config.publicUrl,
      fallbackSupportEmail: config.admin?.email,
      hit: auth.hit,
      addSubscriber: (workspaceId, listId, sub) => services.contacts.addConfirmedSubscriber(workspaceId, listId, sub, NEWSLETTER_LIST_NAME),
    }),
    status: statusService(statusRepo(database.db), { database, boss, mailer }),
    chat: chatService(chatRepo(database.db), auth.hit, async (m) => moduleFronts?.inbox?.siteChat(m)),
    contacts: contactsService(contactsRepo(database.db), listsRepo(database.db), {
      tokens: consentLinks,
      sendMail,
      publicUrl: config.publicUrl,
      hit: auth.hit,
      listUsedBy: async (ws, id) => (await moduleFronts?.automation?.usedBy(ws, 'listId', id)) ?? [],
    }),
    imports: importService(importsRepo(database.db), listsRepo(database.db), { dataDir: config.dataDir, enqueue: enqueueImport(boss) }),
    templates: templatesService(templatesRepo(database.db), {
      usedBy: async (ws, id) => (await moduleFronts?.automation?.usedBy(ws, 'templateId', id)) ?? [],
    }),
    campaigns: campaignsService(campaignsData, {
      billing,
      lists: listsRepo(database.db),
      templates: templatesRepo(database.db),
      onStarted: (id) => {
        sender?.forget(id);
        sender?.nudge();
      },
      scheduleAbDecision: async (campaignId, afterSeconds) => {
        await boss.send(QUEUES.abDecide, { campaignId }, { startAfter: afterSeconds, retryLimit: 3 });
      },
      senderIdentity: (ws, id) => services.identities.sender(ws, id),
    }),
    servers: serversService(servers, box, (ws) => sender?.invalidate(ws), mailNet),
    testSends: testSendService({
      db: database.db,
      hit: auth.hit,
      signer,
      publicUrl: config.publicUrl,
      workspaceInfo: (id) => workspacesRepo(database.db).info(id),
      send: () => sender?.sendTest,
    }),
    workspaceMail: workspaceMailService({
      publicUrl: config.publicUrl,
      signer,
      contactToken: (id) => services.contacts.preferencesToken(id),
      workspaceInfo: (id) => workspacesRepo(database.db).info(id),
      // an identity removed since the step was saved: the workspace's From instead
      senderIdentity: (ws, id) => services.identities.sender(ws, id).catch(() => undefined),
      send: () => sender?.sendTest,
    }),
    reports: campaignReportService({
      db: database.db,
      signer,
      publicUrl: config.publicUrl,
      workspaceInfo: (id) => workspacesRepo(database.db).info(id),
      loadContacts: (ids) => contactsRepo(database.db).personalisation(ids),
    }),
    domains,
    identities: senderIdentitiesService(identitiesRepo(database.db), domains),
    crm: crmService(crmRepo(database.db), crmAnalyticsRepo(database.db)),
    invoicing: invoicingServices(database.db, {
      secret,
      previousSecret: previous,
      publicUrl: config.publicUrl,
      sendMail,
      rates: () => services.currency.rates(),
    }),
  };
  const tracking = trackingBuffer(database.db, lookupCountry, { onError: (err) => process.stderr.write(`tracking flush failed: ${String(err)}\n`) });
  if (config.admin) await services.auth.ensureAdmin(config.admin.email, config.admin.password);
  await services.site.seedArticles();
  // every process has a sender: workers run its loop, and any process sends test messages through its one-off path
  const contactsData = contactsRepo(database.db);
  const workspaceData = workspacesRepo(database.db);
  sender = createSender({
    repo: campaignsData,
    servers,
    box,
    platform: mailer,
    contacts: services.contacts,
    signer,
    publicUrl: config.publicUrl,
    defaultFrom: config.mailFrom,
    mailNet,
    relayFrom: relay.resolve,
    bounceDomain: config.bounce.domain,
    loadContacts: (ids) => contactsData.personalisation(ids),
    workspaceInfo: (id) => workspaceData.info(id),
    log: { error: (obj, msg) => process.stderr.write(`${msg}: ${JSON.stringify(obj)}\n`) },
  });
  const modules = await buildModules(MODULES, { config, database, boss, mailer, secret, box, sendMail, services, worker });
  moduleFronts = modules.fronts;
  let bounces: BounceServer | undefined;
  if (worker) {
    if (config.bounce.smtpPort !== undefined)
      bounces = await startBounceServer(services.contacts, config.bounce.smtpPort, config.env === 'test' ? '127.0.0.1' : undefined);
    await startWorkers(boss, mailer, services);
    sender.start();
    await startModules(modules);
    if (config.ratesUrl) await boss.send(QUEUES.ratesRefresh, {}, { singletonKey: 'startup', singletonSeconds: 3600 });
  }

  const ctx: AppContext = {
    config,
    database,
    boss,
    mailer,
    services,
    fronts: modules.fronts,
    guards: createGuards(services.auth, modules.fronts.settings?.credentials),
    ports: { capture: capture?.port, bounce: bounces?.port },
    signer,
    tracking,
  };
  const app = await buildHttp(ctx, modules);
  // each HTTP-serving process samples the services once a minute for the status page's uptime
  const sampler =
    config.role === 'worker' || config.env === 'test' ? undefined : setInterval(() => void services.status.recordSamples().catch(() => undefined), 60_000);
  sampler?.unref();

  const close = async () => {
    clearInterval(sampler);
    await app.close();
    await stopModules(modules);
    await tracking.close();
    await sender?.stop();
    await boss.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
    mailer.close();
    await capture?.close();
    await bounces?.close();
    await database.close();
  };
  return { app, ctx, close };
}

async function buildHttp(ctx: AppContext, modules: BuiltModules): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    // logged URLs never carry sign-in codes or tokens (see http/redact.ts)
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'], serializers: logSerializers },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 300 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  // authentication runs first (onRequest), before body parsing and validation: anonymous callers learn no schema
  app.addHook('onRoute', (route) => authenticateFirst(route, ctx.guards));
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerErrorHandling(app);
  registerInputGuard(app);
  registerReferenceGuard(app, ctx.database);

  // external plugins
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
  await app.register(cors, { origin: [config.publicUrl], credentials: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Ulak API',
        version: '0.1.0',
        description: 'Email marketing, CRM and invoicing. Errors are `{error, message, code, details?}`; messages follow Accept-Language (tr or en).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  // RFC 8058 one-click unsubscribe posts a form body
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // routes
  await healthRoutes(app, ctx);
  if (config.role !== 'worker') {
    await authRoutes(app, ctx);
    await billingRoutes(app, ctx);
    await currencyRoutes(app, ctx);
    await mailboxRoutes(app, ctx);
    await siteRoutes(app, ctx);
    await siteAdminRoutes(app, ctx);
    await contactsRoutes(app, ctx);
    await consentRoutes(app, ctx);
    await campaignsRoutes(app, ctx);
    await sendingRoutes(app, ctx);
    await trackingRoutes(app, ctx);
    await crmRoutes(app, ctx);
    await invoicingRoutes(app, ctx);
    await registerModuleRoutes(app, modules, ctx.guards);
  }

  const dist = config.role === 'worker' ? undefined : webDistDir(config);
  if (dist) {
    // the build writes .br/.gz beside each asset; hashed assets never change, so they are cached for a year
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const lang = requestLanguage(req);
    // '/api' itself is the public page about the API; everything below '/api/' is the API
    const isApi = req.url.startsWith('/api/');
    if (!isApi && dist && (req.method === 'GET' || req.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    const message = translate('ROUTE_NOT_FOUND', lang);
    return reply.status(404).send({ error: message, message, code: 'ROUTE_NOT_FOUND' });
  });
  await app.ready();
  return app;
}
