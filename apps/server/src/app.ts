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
import { createQueues, enqueueMail, startMailWorker } from './jobs/jobs.js';
import { startCaptureServer, type CaptureServer } from './mail/capture.js';
import { createMailer, type OutgoingMail } from './mail/mailer.js';
import { loadSecret } from './secret.js';
import { requestStats } from './http/request-stats.js';
import { authenticateFirst, createGuards } from './http/auth-guard.js';
import { logSerializers } from './http/redact.js';
import { registerErrorHandling, requestLanguage } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerReferenceGuard } from './http/references.js';
import { servicesOf, type AppContext } from './http/types.js';
import { mailboxRepo } from './modules/mailbox/mailbox.repo.js';
import multipart from '@fastify/multipart';
import { deriveSecretBox } from './secret-box.js';
import { MODULES } from './modules/index.js';
import { buildModules, registerModuleRoutes, startModules, stopModules, type BuiltModules } from './modules/module.js';

const BODY_LIMIT_BYTES = 1024 * 1024;

export type UlakApp = { app: FastifyInstance; ctx: AppContext; close: () => Promise<void> };

// webDistDir is the built web app: ULAK_WEB_DIST, else apps/web/dist beside this package.
function webDistDir(config: Config): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dir = config.webDist ?? path.resolve(here, '../../web/dist');
  return fs.existsSync(path.join(dir, 'index.html')) ? dir : undefined;
}

/**
 * createApp starts the data layer and workers for the configured role and returns a ready (not listening) HTTP app.
 * `pgliteTemplate` starts an in-memory embedded database from an already migrated copy (tests).
 */
export async function createApp(config: Config, opts: { pgliteTemplate?: Blob } = {}): Promise<UlakApp> {
  const secret = loadSecret(config.secret, config.dataDir);
  const boxReady = deriveSecretBox(secret);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.pgliteInMemory ? 'memory://' : config.dataDir,
    pgliteTemplate: opts.pgliteTemplate,
  });
  await database.migrate();
  const worker = config.role !== 'api';
  const boss = await startBoss(database, { databaseUrl: config.databaseUrl, worker });
  await createQueues(boss);

  const mailbox = mailboxRepo(database.db, { attachmentsDir: path.join(config.dataDir, 'mailbox') });
  let capture: CaptureServer | undefined;
  if (!config.smtpUrl) capture = await startCaptureServer(mailbox, config.captureSmtpPort);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, capturePort: capture?.port, from: config.mailFrom });

  const box = await boxReady;
  const enqueue = enqueueMail(boss);
  // the product's own mail to a white-label workspace's users carries that workspace's brand (the white-label module,
  // built with the others below, rewrites it before it is queued)
  const brand: { mail?: (mail: OutgoingMail) => Promise<OutgoingMail> } = {};
  const sendMail = async (mail: OutgoingMail) => enqueue(brand.mail ? await brand.mail(mail) : mail);
  // the modules (modules/index.ts) build their services, front doors, routes and workers
  const modules = await buildModules(MODULES, { config, database, boss, mailer, secret, box, sendMail, mailbox, worker }, servicesOf);
  const { fronts, services } = modules;
  brand.mail = fronts.whiteLabel?.brandProductMail;
  if (worker) {
    await startMailWorker(boss, mailer);
    await startModules(modules);
  }

  const ctx: AppContext = {
    config,
    database,
    boss,
    mailer,
    services,
    fronts,
    guards: createGuards(fronts.auth.service, fronts.settings?.credentials),
    ports: {
      capture: capture?.port,
      get bounce() {
        return fronts.contacts.bouncePort();
      },
    },
    signer: fronts.tracking.signer,
    tracking: fronts.tracking.buffer,
  };
  const app = await buildHttp(ctx, modules);

  const close = async () => {
    await app.close();
    await stopModules(modules);
    await boss.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
    mailer.close();
    await capture?.close();
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
  // every answer counts in this process's per-minute figures (the admin's error rate, docs/admin.md)
  app.addHook('onResponse', async (_req, reply) => requestStats.record(reply.statusCode));
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

  // routes: every module's, in its scope (a worker-only process answers the health checks only)
  await registerModuleRoutes(app, modules, ctx, config.role !== 'worker');

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
