import { adminFieldMessage } from '@screener/contracts/admin-messages';
import { type AdminFilm, FILM_PICTURE } from '@screener/contracts/films';
import { imageSize } from 'image-size';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../lib/audit-trail.ts';
import type { FilmsDeps } from './deps.ts';
import { findCompanyFilm, updateFilm } from './film-rows.ts';
import { storeFilmThumbnail } from './film-thumbnails.ts';
import { readFilmView } from './service.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };

const invalid = () =>
  new AppError('VALIDATION_FAILED', { details: { fields: { image: [adminFieldMessage('picture')] } } });

/** The JPEG's bytes, checked by their content whatever the data URL claimed, or a field error. */
function jpegOf(dataUrl: string): Buffer {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length === 0 || bytes.length > FILM_PICTURE.maxBytes) throw invalid();
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw invalid();
  }
  if (size.type !== 'jpg' || size.width > FILM_PICTURE.maxSide || size.height > FILM_PICTURE.maxSide) {
    throw invalid();
  }
  return bytes;
}

/** An uploaded JPEG becomes the film's picture, served beside the pictures the transcode takes. */
export async function uploadFilmPicture(
  deps: Pick<FilmsDeps, 'db' | 'storage' | 'writeAudit'>,
  change: Change,
  filmId: number,
  dataUrl: string,
): Promise<AdminFilm> {
  const before = await findCompanyFilm(deps.db, change.companyId, filmId);
  if (!before) throw new AppError('NOT_FOUND');
  const url = await storeFilmThumbnail(deps.storage, jpegOf(dataUrl));
  const film = await deps.db.transaction(async (tx) => {
    const after = await updateFilm(tx, change.companyId, filmId, { thumburls: [url] }, change.now);
    if (!after) throw new AppError('NOT_FOUND');
    await deps.writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'film.picture.upload',
      targetType: 'film',
      targetId: filmId,
      before: { thumbnail_url: before.thumburls[0] ?? null },
      after: { thumbnail_url: url },
      now: change.now,
    });
    return after;
  });
  return readFilmView(deps.db, film);
}
