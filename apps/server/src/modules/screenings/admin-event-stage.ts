import {
  type AdminEventPlayer,
  type AdminEventQaInfo,
  type AdminEventStage,
  EMPTY_QA_INFO,
  type ZAdminEventStageView,
} from '@screener/contracts/admin-event-stage';
import type { ZAdminEventInput } from '@screener/contracts/admin-events';
import { validationMessage } from '@screener/contracts/validation';
import type { StreamKind, Streams } from '@screener/contracts/watch';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeEmbedCode } from '../../lib/sanitize-embed-code.ts';
import type { screeners } from './schema.ts';

type Input = z.output<typeof ZAdminEventInput>;
type ScreenerRecord = typeof screeners.$inferSelect;
type StageView = z.output<typeof ZAdminEventStageView>;

/**
 * An event's streams, which the watch module keeps; the composition root hands its functions in
 * (the watch module depends on this one).
 */
export type EventStageStore = {
  read: (
    db: DbExecutor,
    screenerId: number,
  ) => Promise<{ stage: AdminEventStage; noPause: boolean; discontinued: StreamKind[] }>;
  write: (
    db: DbExecutor,
    screenerId: number,
    change: { stage?: AdminEventStage | undefined; player?: AdminEventPlayer | undefined },
  ) => Promise<Streams | null>;
};

/** The screener columns of the editor's player rules, donation and Q and A info, for the groups sent. */
export function stageColumnsOf(input: Input): Partial<typeof screeners.$inferInsert> {
  const { player, donation, qa_info: qa } = input;
  return {
    ...(player && {
      eventConfiguration: {
        is_full_screen_mode: player.is_full_screen_mode,
        no_skip: player.no_skip,
        movie_switching_enabled: player.movie_switching_enabled,
      },
    }),
    ...(donation && {
      donationEnabled: donation.enabled,
      donationPurpose: donation.purpose,
      donationEmail: donation.email,
    }),
    // All empty: the event shows no Q and A info.
    ...(qa && { qaInfo: Object.values(qa).every((value) => value === null) ? null : qa }),
  };
}

export function stageViewOf(
  row: ScreenerRecord,
  stored: Awaited<ReturnType<EventStageStore['read']>>,
): StageView {
  const qa: AdminEventQaInfo = { ...EMPTY_QA_INFO, ...(row.qaInfo ?? {}) };
  return {
    stage: stored.stage,
    player: { ...row.eventConfiguration, no_pause: stored.noPause },
    donation: { enabled: row.donationEnabled, purpose: row.donationPurpose, email: row.donationEmail },
    qa_info: qa,
    discontinued_streams: stored.discontinued,
  };
}

/**
 * The stage as it is stored: custom embed code keeps only its https iframes; code with none left
 * is refused on its field, like any other invalid value.
 */
export function sanitizeStage(stage: AdminEventStage): AdminEventStage {
  return {
    ...stage,
    streams: stage.streams.map((stream, index) => {
      if (stream.type !== 'custom_embed' || stream.source_code === null) return stream;
      const code = sanitizeEmbedCode(stream.source_code);
      if (code === '') {
        throw new AppError('VALIDATION_FAILED', {
          details: {
            fields: {
              [`event.stage.streams.${index}.source_code`]: [
                validationMessage('validation.invalid_character'),
              ],
            },
          },
        });
      }
      return { ...stream, source_code: code };
    }),
  };
}
