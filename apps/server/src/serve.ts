import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { serveBackups } from './db/backup.ts';
import { openDatabase, pgliteOf } from './db/client.ts';
import { DataFolderInUseError } from './db/data-folder-lock.ts';
import { seedDemoData } from './demo/seed.ts';
import { systemClock } from './lib/clock.ts';
import { isPortFree } from './lib/port-check.ts';
import { drainAndStop } from './lib/shutdown.ts';
import { openStartupProbe } from './lib/startup-probe.ts';
import { createMailer } from './ports/mailer.ts';

const config = loadConfig();
if (config.PORT !== 0 && !(await isPortFree(config.HOST, config.PORT))) {
  console.error(`Port ${config.PORT} is in use: is Screener already running? Set PORT to use another one.`);
  process.exit(1);
}
// Until the app listens, the probes hear that the node is starting (and which step it is on).
const probe = config.PORT === 0 ? null : await openStartupProbe(config.HOST, config.PORT);
probe?.step('database migrations');
const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR }).catch(
  (error: unknown) => {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  },
);
const mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  outboxDir: config.OUTBOX_DIR,
  from: config.MAIL_FROM,
});
const app = await buildApp({ config, db: database.db, clock: systemClock, mailer });

app.log.info(
  {
    database: database.kind === 'pglite' ? `PGlite in ${config.PGLITE_DIR}` : 'PostgreSQL (DATABASE_URL)',
    realtime: config.REDIS_URL ? 'Redis adapter (REDIS_URL)' : 'in-process',
    mail: config.SMTP_URL ? 'SMTP (SMTP_URL)' : `outbox folder ${config.OUTBOX_DIR}`,
  },
  'embedded defaults in use where no service is configured',
);

probe?.step('demo data');
// Nodes starting together seed one after another: the first seeds, the others find data.
const demo = config.demoData
  ? await database.exclusive(() => seedDemoData(database.db, systemClock.now()))
  : null;

// A running server hands out consistent backups of its embedded database (npm run admin -- backup).
const pglite = pgliteOf(database.db);
const stopServingBackups =
  pglite && !config.PGLITE_DIR.startsWith('memory://') ? await serveBackups(pglite, config.PGLITE_DIR) : null;

// The database closes after the app: the app's own close hooks still write (queued analytics).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void drainAndStop({
      app,
      delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
      timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      closeAfter: async () => {
        await stopServingBackups?.();
        await database.close();
        // The spans still buffered, the stop's own included.
        if (config.OTEL_EXPORTER_OTLP_ENDPOINT) await (await import('./lib/tracing.ts')).stopTracing();
      },
    }).then((code) => process.exit(code));
  });
}

await probe?.close();
await app.listen({ host: config.HOST, port: config.PORT });

if (demo) {
  // Behind a balancer the sites are opened on its port.
  const port = config.PUBLIC_PORT ?? config.PORT;
  const lines = demo.sites.flatMap((site) => [
    `  ${site.title}: http://${site.domain}:${port}  (viewer ${site.viewerEmail})`,
    `    chat-room invitation (once): http://${site.domain}:${port}${site.chatInvitationPath}`,
  ]);
  console.log(
    [
      '',
      'Screener is running with demo data. Open a site:',
      ...lines,
      `  Any other host name (http://localhost:${port}) shows a chooser of the sites.`,
      `  Demo viewer password: ${demo.viewerPassword}`,
      '',
    ].join('\n'),
  );
}
