import type { CallDeclaration, NoParams } from '@screener/contracts/call';
import * as adminSettingsCalls from '@screener/contracts/calls/admin-settings';
import { DEFAULT_PAGES } from '@screener/contracts/company';
import type { ZSettingsResponse } from '@screener/contracts/company-settings';
import { ROUTES } from '@screener/contracts/routes';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { sanitizePageHtml } from '../../lib/sanitize-rich-text.ts';
import { textInEvery } from '../../lib/texts/index.ts';
import { type CompanyRow, findCompanyById } from '../companies/index.ts';
import { deletePage, type EditablePage, listEditablePages, savePage } from '../pages/index.ts';
import { type AuditActor, writeAudit } from '../staff/index.ts';
import type { SettingsDeps } from './deps.ts';
import {
  paymentsView,
  saveFeatures,
  saveGeneral,
  saveImage,
  saveMarketing,
  savePayments,
  saveSms,
  saveTheme,
  settingsView,
  smsView,
} from './service.ts';
import { registerSettingsImageDelivery, storeSettingsImage } from './settings-image.ts';

type Change = { company: CompanyRow; actor: AuditActor; now: Date };

const isDefaultPage = (slug: string) => (DEFAULT_PAGES as readonly string[]).includes(slug);

/**
 * First path segments the site's own pages and the server take: a company page there could never
 * be opened. The default pages are overridden by their slug on purpose.
 */
const RESERVED_SLUGS = new Set([
  ...Object.values(ROUTES)
    .map((path) => path.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && !isDefaultPage(segment)),
  'admin',
  'api',
  'uploads',
  'webhooks',
]);
const pageView = (page: EditablePage) => ({ ...page, overrides_default: isDefaultPage(page.slug) });

/** The company settings of the back-office (issue 20): owners and managers; payments owners only. */
export function registerSettingsRoutes(app: FastifyInstance, deps: SettingsDeps): void {
  registerSettingsImageDelivery(app, deps);
  /** The row as stored: the back-office shows what was saved, not a cached copy. */
  const fresh = async (companyId: number) => {
    const row = await findCompanyById(deps.db, companyId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  registerCall(app, deps, adminSettingsCalls.get, async ({ company }) => ({
    settings: settingsView(await fresh(company.id)),
  }));

  /** One section of the company row; each answers the settings as saved. */
  const section = <Path extends string, B extends z.ZodType>(
    call: CallDeclaration<Path, B, typeof ZSettingsResponse, 'staff', 'host', NoParams>,
    save: (change: Change, value: z.output<B>) => Promise<CompanyRow>,
  ) =>
    registerCall(app, deps, call, async ({ body: value, company, staff, now }) => ({
      settings: settingsView(await save({ company, actor: staff.actor, now }, value)),
    }));

  section(adminSettingsCalls.updateGeneral, (change, general) => saveGeneral(deps, { ...change, general }));
  section(adminSettingsCalls.updateTheme, (change, theme) => saveTheme(deps, { ...change, theme }));
  section(adminSettingsCalls.updateFeatures, (change, features) =>
    saveFeatures(deps, { ...change, features }),
  );
  section(adminSettingsCalls.updateMarketing, (change, marketing) =>
    saveMarketing(deps, { ...change, marketing }),
  );
  section(adminSettingsCalls.updateImage, async (change, { kind, image }) => {
    const url = image === null ? null : await storeSettingsImage(deps, kind, image);
    return saveImage(deps, { ...change, kind, url });
  });

  registerCall(app, deps, adminSettingsCalls.getPayments, async ({ company }) => ({
    payments: await paymentsView(deps.db, await fresh(company.id)),
  }));

  registerCall(app, deps, adminSettingsCalls.updatePayments, async ({ body, company, staff, now }) => ({
    payments: await savePayments(deps, { company, actor: staff.actor, now, payments: body }),
  }));

  registerCall(app, deps, adminSettingsCalls.getSms, async ({ company }) => ({
    sms: await smsView(deps.db, company.id),
  }));

  registerCall(app, deps, adminSettingsCalls.updateSms, async ({ body, company, staff, now }) => ({
    sms: await saveSms(deps, { company, actor: staff.actor, now, sms: body }),
  }));

  registerCall(app, deps, adminSettingsCalls.listPages, async ({ company }) => ({
    pages: (await listEditablePages(deps.db, company.id)).map(pageView),
  }));

  /** The page's HTML is sanitised here, before it is stored: what the editor sent is never trusted. */
  registerCall(app, deps, adminSettingsCalls.savePage, async ({ body, company, staff, now }) => {
    if (RESERVED_SLUGS.has(body.slug))
      throw new AppError('CONFLICT', { message: textInEvery('errors.pageAddressTaken') });
    const page = { slug: body.slug, title: body.title, html: sanitizePageHtml(body.html) };
    await deps.db.transaction(async (tx) => {
      const before = await savePage(tx, company.id, page, now);
      await writeAudit(tx, {
        companyId: company.id,
        actor: staff.actor,
        action: 'settings.page.save',
        targetType: 'page',
        targetId: null,
        before,
        after: page,
        now,
      });
    });
    return { page: pageView(page) };
  });

  registerCall(app, deps, adminSettingsCalls.deletePage, async ({ body, company, staff, now }) => {
    await deps.db.transaction(async (tx) => {
      const before = await deletePage(tx, company.id, body.slug);
      if (!before) throw new AppError('NOT_FOUND');
      await writeAudit(tx, {
        companyId: company.id,
        actor: staff.actor,
        action: 'settings.page.delete',
        targetType: 'page',
        targetId: null,
        before,
        after: null,
        now,
      });
    });
    return { done: true as const };
  });
}
