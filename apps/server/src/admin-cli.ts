import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import { ZCreateCompanyRequest, ZInviteOwnerRequest } from '@screener/contracts/staff';
import { zEmail, zName, zNewPassword } from '@screener/contracts/validation';
import { z } from 'zod';
import { loadConfig } from './config.ts';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './db/backup.ts';
import { openDatabase } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { systemClock } from './lib/clock.ts';
import { siteOrigin } from './lib/site-origin.ts';
import { hashPassword } from './modules/auth/index.ts';
import {
  createPlatformCompany,
  findCompanyOrFail,
  findStaffByEmail,
  insertStaffMember,
  inviteOwner,
  SHELL_ACTOR,
  writeAudit,
} from './modules/staff/index.ts';
import { createMailer } from './ports/mailer.ts';

const USAGE = `Usage: npm run admin -- <command> [options]

  create-operator --email <address> --name <name> [--password-stdin]
      Makes a platform operator, who signs in at /admin on any site by email code
      (or with the password read from standard input).
  create-company --title <title> --slug <slug> --domain <host> [--currency EUR]
                 [--timezone Europe/London] [--owner-email <address>] [--language en]
      Makes a company's site and mails its first owner an invitation.
  invite-owner --company-id <id> --email <address> [--language en]
      Mails another owner's invitation for an existing company.
  backup <file>
      Writes a consistent backup of the database to <file>: the embedded database's folder (from
      the running server when one holds it), or pg_dump's custom format on DATABASE_URL.
  restore <file>
      Replaces the database with the backup in <file>. The embedded database's server must be
      stopped (the replaced folder is kept beside it); on DATABASE_URL, pg_restore replaces what
      the backup holds in one transaction: stop the nodes first.
`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    title: { type: 'string' },
    slug: { type: 'string' },
    domain: { type: 'string' },
    currency: { type: 'string' },
    timezone: { type: 'string' },
    'owner-email': { type: 'string' },
    'company-id': { type: 'string' },
    language: { type: 'string', default: 'en' },
  },
});

const config = loadConfig();
const mailer = createMailer({
  smtpUrl: config.SMTP_URL,
  outboxDir: config.OUTBOX_DIR,
  from: config.MAIL_FROM,
});
const originOf = (domain: string) => siteOrigin(config, domain);
const language: LanguageCode = LANGUAGES.find((code) => code === values.language) ?? 'en';

/** Parses the options a command needs, or stops with the schema's messages. */
function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  console.error(z.prettifyError(result.error));
  process.exit(2);
}

const command = positionals[0];
if (
  !command ||
  !['create-operator', 'create-company', 'invite-owner', 'backup', 'restore'].includes(command)
) {
  console.error(USAGE);
  process.exit(2);
}

if (command === 'backup' || command === 'restore') {
  const file = positionals[1];
  if (!file) {
    console.error(USAGE);
    process.exit(2);
  }
  try {
    if (command === 'backup') {
      if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, file);
      else {
        const from = await backupPglite(config.PGLITE_DIR, file);
        console.log(from === 'server' ? 'Taken from the running server.' : 'Taken from the stopped folder.');
      }
      console.log(`Backup written to ${file}.`);
    } else if (config.DATABASE_URL) {
      await restorePostgres(config.DATABASE_URL, file);
      console.log(`Restored ${file} into the database of DATABASE_URL.`);
    } else {
      const kept = await restorePglite(config.PGLITE_DIR, file, systemClock.now());
      console.log(`Restored ${file} into ${config.PGLITE_DIR}.`);
      if (kept)
        console.log(`The data it replaced is kept in ${kept}; remove it once the restore is checked.`);
    }
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
const deps = { db: database.db, mailer };
const now = systemClock.now();
try {
  if (command === 'create-operator') {
    const input = parsed(z.object({ email: zEmail, name: zName }), values);
    const password = values['password-stdin']
      ? parsed(zNewPassword, (await text(process.stdin)).trimEnd())
      : null;
    if (await findStaffByEmail(database.db, null, input.email)) throw new AppError('CONFLICT');
    const operator = await database.db.transaction(async (tx) => {
      const row = await insertStaffMember(tx, {
        companyId: null,
        email: input.email,
        name: input.name,
        role: 'operator',
        passwordHash: password ? await hashPassword(password) : null,
        now,
      });
      await writeAudit(tx, {
        companyId: null,
        actor: SHELL_ACTOR,
        action: 'operator.create',
        targetType: 'staff_member',
        targetId: row.id,
        before: null,
        after: { email: row.email, name: row.name },
        now,
      });
      return row;
    });
    console.log(`Operator ${operator.email} created: sign in at /admin on any site.`);
  } else if (command === 'create-company') {
    const request = parsed(ZCreateCompanyRequest, {
      title: values.title,
      slug: values.slug,
      domain: values.domain,
      currency: values.currency,
      timezone: values.timezone,
      owner_email: values['owner-email'],
    });
    const company = await createPlatformCompany(deps, {
      request,
      actor: SHELL_ACTOR,
      now,
      originOf,
      language,
    });
    console.log(`Company ${company.id} "${company.title}" created at ${originOf(company.domain)}.`);
    if (request.owner_email) console.log(`Invitation mailed to ${request.owner_email}.`);
  } else {
    const input = parsed(ZInviteOwnerRequest, {
      company_id: Number(values['company-id']),
      email: values.email,
    });
    const company = await findCompanyOrFail(database.db, input.company_id);
    await inviteOwner(deps, { company, email: input.email, actor: SHELL_ACTOR, now, originOf, language });
    console.log(`Invitation mailed to ${input.email} for "${company.title}".`);
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
