import type { CallDeclaration, NoParams } from '@screener/contracts/call';
import * as adminSettingsCalls from '@screener/contracts/calls/admin-settings';
import type { ZSettingsResponse } from '@screener/contracts/company-settings';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../lib/audit-trail.ts';
import { registerCall } from '../../lib/call.ts';
import { listEditablePages } from '../pages/index.ts';
import { deleteCompanyPage, pageView, saveCompanyPage } from './company-pages.ts';
import type { SettingsDeps } from './deps.ts';
import { type CompanyRow, findCompanyById } from './service.ts';
import { registerSettingsImageDelivery, storeSettingsImage } from './settings-image.ts';
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
} from './site-settings.ts';

type Change = { company: CompanyRow; actor: AuditActor; now: Date };

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

  registerCall(app, deps, adminSettingsCalls.savePage, async ({ body, company, staff, now }) => ({
    page: await saveCompanyPage(deps, { company, actor: staff.actor, now, page: body }),
  }));

  registerCall(app, deps, adminSettingsCalls.deletePage, async ({ body, company, staff, now }) => {
    await deleteCompanyPage(deps, { company, actor: staff.actor, now, slug: body.slug });
    return { done: true as const };
  });
}
