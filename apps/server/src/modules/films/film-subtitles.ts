import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { adminFieldMessage } from '@screener/contracts/admin-messages';
import type { AdminFilm } from '@screener/contracts/films';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor, WriteAudit } from '../../lib/audit-trail.ts';
import { findCompanyFilm } from './film-rows.ts';
import { readFilmView } from './service.ts';
import { toWebVtt } from './subtitle-file.ts';
import {
  deleteFilmSubtitle,
  isUploadedSubtitlePath,
  newSubtitlePath,
  putFilmSubtitle,
} from './subtitle-rows.ts';

type Change = { companyId: number; actor: AuditActor; now: Date };
type Where = { db: Db; mediaDir: string; writeAudit: WriteAudit };

/** An earlier file of the back-office's own is removed; the demo's files ship with the server. */
async function removeFile(mediaDir: string, srcPath: string): Promise<void> {
  if (isUploadedSubtitlePath(srcPath)) await rm(path.join(mediaDir, srcPath), { force: true });
}

/**
 * Keeps a film's subtitles of a language from an SRT or WebVTT text, as WebVTT in the media folder
 * beside the film's ladders, where the player reads them; an earlier file of the language is replaced.
 */
export async function saveSubtitle(
  where: Where,
  change: Change,
  input: { filmId: number; lang: string; content: string },
): Promise<AdminFilm> {
  const film = await findCompanyFilm(where.db, change.companyId, input.filmId);
  if (!film) throw new AppError('NOT_FOUND');
  const converted = toWebVtt(input.content);
  if (!converted.ok) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { content: [adminFieldMessage(converted.problem)] } },
    });
  }
  const srcPath = newSubtitlePath(film.id);
  const file = path.join(where.mediaDir, srcPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, converted.vtt);
  const replaced = await where.db
    .transaction(async (tx) => {
      const before = await putFilmSubtitle(tx, {
        filmId: film.id,
        lang: input.lang,
        srcPath,
        now: change.now,
      });
      await where.writeAudit(tx, {
        companyId: change.companyId,
        actor: change.actor,
        action: 'film.subtitle.save',
        targetType: 'film',
        targetId: film.id,
        before: before ? { lang: before.lang, src_path: before.srcPath } : null,
        after: { lang: input.lang, src_path: srcPath, cues: converted.cues },
        now: change.now,
      });
      return before;
    })
    .catch(async (error: unknown) => {
      await rm(file, { force: true });
      throw error;
    });
  if (replaced) await removeFile(where.mediaDir, replaced.srcPath);
  return readFilmView(where.db, film);
}

/** Removes a film's subtitles of a language; a language the film does not have is not found. */
export async function removeSubtitle(
  where: Where,
  change: Change,
  input: { filmId: number; lang: string },
): Promise<AdminFilm> {
  const film = await findCompanyFilm(where.db, change.companyId, input.filmId);
  if (!film) throw new AppError('NOT_FOUND');
  const removed = await where.db.transaction(async (tx) => {
    const row = await deleteFilmSubtitle(tx, film.id, input.lang);
    if (!row) throw new AppError('NOT_FOUND');
    await where.writeAudit(tx, {
      companyId: change.companyId,
      actor: change.actor,
      action: 'film.subtitle.remove',
      targetType: 'film',
      targetId: film.id,
      before: { lang: row.lang, src_path: row.srcPath },
      after: null,
      now: change.now,
    });
    return row;
  });
  await removeFile(where.mediaDir, removed.srcPath);
  return readFilmView(where.db, film);
}
