import { DEFAULT_PAGES } from '@screener/contracts/company';
import type { PageTexts, SaveSettingsPageRequest } from '@screener/contracts/company-settings';
import { ROUTES } from '@screener/contracts/routes';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../lib/audit-trail.ts';
import { sanitizePageHtml } from '../../lib/sanitize-rich-text.ts';
import { textInEvery } from '../../lib/texts/index.ts';
import { acceptedTranslations, translatedHtml } from '../../lib/translations.ts';
import { deletePage, type EditablePage, type PageWrite, savePage } from '../pages/index.ts';
import type { SettingsDeps } from './deps.ts';
import { translationLanguages } from './languages.ts';
import type { CompanyRow } from './service.ts';

type PageChange = { company: CompanyRow; actor: AuditActor; now: Date };

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

export const pageView = (page: EditablePage) => ({ ...page, overrides_default: isDefaultPage(page.slug) });

/**
 * Saves a company page and its audit entry together. The HTML, the translations' too, is sanitised
 * before it is stored: what the editor sent is never trusted.
 */
export async function saveCompanyPage(
  deps: SettingsDeps,
  { company, actor, now, page: sent }: PageChange & { page: SaveSettingsPageRequest },
) {
  if (RESERVED_SLUGS.has(sent.slug))
    throw new AppError('CONFLICT', { message: textInEvery('errors.pageAddressTaken') });
  const page: PageWrite = {
    slug: sent.slug,
    title: sent.title,
    html: sanitizePageHtml(sent.html),
    translations:
      sent.translations &&
      acceptedTranslations<PageTexts>(
        sent.translations,
        translationLanguages(company),
        'translations',
        (texts) => ({
          ...texts,
          html: translatedHtml(texts.html),
        }),
      ),
  };
  return deps.db.transaction(async (tx) => {
    const { before, after } = await savePage(tx, company.id, page, now);
    await deps.writeAudit(tx, {
      companyId: company.id,
      actor,
      action: 'settings.page.save',
      targetType: 'page',
      targetId: null,
      before,
      after,
      now,
    });
    return pageView(after);
  });
}

/** Deletes a company page and writes its audit entry together; a page that is not there is refused. */
export async function deleteCompanyPage(
  deps: SettingsDeps,
  { company, actor, now, slug }: PageChange & { slug: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await deletePage(tx, company.id, slug);
    if (!before) throw new AppError('NOT_FOUND');
    await deps.writeAudit(tx, {
      companyId: company.id,
      actor,
      action: 'settings.page.delete',
      targetType: 'page',
      targetId: null,
      before,
      after: null,
      now,
    });
  });
}
