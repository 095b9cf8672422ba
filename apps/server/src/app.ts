// buildApp(deps): the whole HTTP application, as tests and main.ts use it. Order as fastify/demo:
// external plugins (database, mail, tokens) → platform (errors, tenancy, access) → module routes.
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { txSource, type TxSource } from './db/tenant-tx.js';
import type { Access } from './platform/access.js';
import type { Operation } from '@springboard/contract/operation';
import { installErrorHandler } from './platform/error-handler.js';
import { validatorCompiler } from './platform/validation.js';
import { createMailer, type Mailer } from './platform/mailer.js';
import { tenancyPlugin } from './platform/tenancy.js';
import { unstorableTextPlugin } from './platform/unstorable-text.js';
import { compressionPlugin, serveWebApp } from './platform/web-delivery.js';
import { responseSerializerCompiler } from './platform/response-serializer.js';
import { securityHeadersPlugin } from './platform/security-headers.js';
import { CompactRequestLog } from './platform/request-log.js';
import { metricsPlugin } from './platform/metrics.js';
import { readinessPlugin } from './platform/readiness.js';
import { nightlyBackupsPlugin, type NightlyBackupOptions } from './platform/nightly-backups.js';
import { createTokenService, type TokenService } from './platform/tokens.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { clubsRoutes } from './modules/clubs/clubs.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { programsRoutes } from './modules/programs/programs.routes.js';
import { pricingRoutes } from './modules/pricing/pricing.routes.js';
import { picturesRoutes } from './modules/pictures/pictures.routes.js';
import { rateLimitPlugin, type RateLimits } from './platform/rate-limit.js';
import { outbox } from './modules/email/outbox.js';
import { jobsPlugin } from './modules/jobs/jobs-plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { payments } from './modules/payments/payments-plugin.js';
import type { StripeApiOptions } from './modules/payments/providers/stripe.js';
import { membershipsRoutes } from './modules/memberships/memberships.routes.js';
import { athletesRoutes } from './modules/athletes/athletes.routes.js';
import { enrollmentsRoutes } from './modules/enrollments/enrollments.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { creditsRoutes } from './modules/credits/credits.routes.js';
import { vouchersRoutes } from './modules/vouchers/vouchers.routes.js';
import { registrationsRoutes } from './modules/registrations/registrations.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { emailRoutes } from './modules/email/email.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.js';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.js';
import { websiteRoutes } from './modules/website/website.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { medicalRoutes } from './modules/medical/medical.routes.js';
import { checkInRoutes } from './modules/check-in/check-in.routes.js';
import { policiesRoutes } from './modules/policies/policies.routes.js';
import { termsRoutes } from './modules/terms/terms.routes.js';
import { closuresRoutes } from './modules/closures/closures.routes.js';
import { coachesRoutes } from './modules/coaches/coaches.routes.js';
import { makeupsRoutes } from './modules/makeups/makeups.routes.js';
import { skillsRoutes } from './modules/skills/skills.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The only door to the database: every transaction as the RLS-bound role (db/tenant-tx.ts). */
    tx: TxSource;
    mailer: Mailer | null;
    tokens: TokenService;
    /** Every registered route with its access rule, for the route-declaration test. */
    routeRules: { method: string; url: string; access: Access | undefined; operation: Operation | undefined }[];
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  /** Override the SMTP transport (tests pass one pointed at their own smtp-server). */
  mailer?: Mailer | null;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: DestinationStream;
  /** Sign-in and forgot-password limits over the configured ones (tests use small numbers). */
  rateLimits?: Partial<RateLimits>;
  /** How often the e-mail outbox looks for due mail (ms); 0 turns the polling loop off. */
  outboxPollMs?: number;
  /** Scheduled jobs on timers (default on); tests turn them off and call app.jobs.runNow. */
  jobs?: boolean;
  /** Where the Stripe SDK sends requests (tests point it at a local fake); Stripe itself by default. */
  stripeApi?: StripeApiOptions;
  /** Nightly backups of this database (main.ts: with the embedded one, or BACKUP_DIR set); none by default. */
  backups?: NightlyBackupOptions | null;
};

export const BODY_LIMIT = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.body.password', 'req.body.newPassword', 'req.body.card_number'],
            base: null, // no pid and hostname on every line
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    logController: new CompactRequestLog(), // one short line per request
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  app.decorate('config', config);
  app.decorate('tx', txSource(deps.database.db));
  const mailer = deps.mailer !== undefined ? deps.mailer : createMailer(config.smtpUrl, config.mailFrom);
  app.decorate('mailer', mailer);
  app.decorate('tokens', createTokenService(config.appSecret));
  app.addHook('onClose', async () => mailer?.close());
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  // Every /api route comes from a declaration in packages/contract (platform/operations.ts), which says
  // who may call it; any other /api route cannot even be registered. The API reference is the exception.
  app.decorate('routeRules', []);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs') || route.url === '/api/openapi.json') {
      route.config = { ...(route.config ?? {}), access: { kind: 'public' } };
      return;
    }
    if (!route.config?.operation || !route.config.access)
      throw new Error(`Route ${route.method} ${route.url} is not registered from an operation declaration`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods)
      app.routeRules.push({ method: m, url: route.url, access: route.config.access, operation: route.config.operation });
  });

  const webDist = config.webDist && existsSync(config.webDist) ? config.webDist : null;
  installErrorHandler(app, { webApp: webDist !== null });
  // Before any route (the API docs included): hooks apply to the routes registered after them.
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(unstorableTextPlugin);
  await app.register(metricsPlugin, { pool: deps.database.pool, token: config.metricsToken });
  await app.register(readinessPlugin, { pool: deps.database.pool });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Springboard API',
        version: '0.1.0',
        description: 'Club management API. Every call but health and docs carries `x-tenant-id: <club slug>`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // The schemas the contract names (`.meta({ id })`: the error envelope, the message codes) become
    // components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () => app.swagger());

  await app.register(tenancyPlugin);
  await app.register(rateLimitPlugin, { limits: { ...config.rateLimits, ...deps.rateLimits } });
  await app.register(outbox, { pollMs: deps.outboxPollMs });
  await app.register(payments, { stripeApi: deps.stripeApi });
  await app.register(jobsPlugin, { enabled: deps.jobs !== false });
  await app.register(nightlyBackupsPlugin, { backups: deps.backups ?? null, timer: deps.jobs !== false });

  // modules: one line per module's routes plugin
  await app.register(healthRoutes);
  await app.register(clubsRoutes);
  await app.register(settingsRoutes);
  await app.register(programsRoutes);
  await app.register(pricingRoutes);
  await app.register(picturesRoutes);
  await app.register(authRoutes);
  await app.register(membershipsRoutes);
  await app.register(athletesRoutes);
  await app.register(enrollmentsRoutes);
  await app.register(invoicesRoutes);
  await app.register(paymentsRoutes);
  await app.register(reconciliationRoutes);
  await app.register(creditsRoutes);
  await app.register(vouchersRoutes);
  await app.register(registrationsRoutes);
  await app.register(usersRoutes);
  await app.register(rolesRoutes);
  await app.register(emailRoutes);
  await app.register(profileRoutes);
  await app.register(searchRoutes);
  await app.register(jobsRoutes);
  await app.register(attendanceRoutes);
  await app.register(calendarRoutes);
  await app.register(dataRightsRoutes);
  await app.register(waitlistRoutes);
  await app.register(reportsRoutes);
  await app.register(homeRoutes);
  await app.register(contactRoutes);
  await app.register(websiteRoutes);
  await app.register(auditRoutes);
  await app.register(medicalRoutes);
  await app.register(checkInRoutes);
  await app.register(policiesRoutes);
  await app.register(termsRoutes);
  await app.register(closuresRoutes);
  await app.register(coachesRoutes);
  await app.register(makeupsRoutes);
  await app.register(skillsRoutes);

  // The built web app's static files; index.html for client-side routes comes from the not-found handler.
  if (webDist) await serveWebApp(app, webDist);
  return app;
}
