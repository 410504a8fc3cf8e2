import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, DEMO_VIEWER, demoEventId, logIn, type Session } from './api-session.ts';
import { festival } from './sites.ts';

const filmPlayer = (page: Page) =>
  page.getByRole('region', { name: 'Event stage' }).getByLabel(/^Film player: /);

/** The language of the track the film shows and the first cue it read, or null with none showing. */
const shownTrack = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const track = Array.from(element.textTracks).find((candidate) => candidate.mode === 'showing');
    if (!track) return null;
    const cue = track.cues?.[0];
    return { language: track.language, firstCue: cue instanceof VTTCue ? cue.text : null };
  });

/** The subtitle language the server keeps for the viewer's player on this event. */
async function savedSubtitles(page: Page, session: Session, screenerId: number): Promise<string | null> {
  const state = await api<{ player_state: { subtitle_lang: string } }>(
    page,
    'watch/player_state/get',
    { screener_id: screenerId },
    session,
  );
  return state.data?.player_state.subtitle_lang ?? null;
}

test('a viewer changes the film’s subtitles to Hebrew and then off; the choice is kept across visits', async ({
  page,
}) => {
  const session = await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  // From the player's defaults (English subtitles, spec part 2 §7.5), whatever earlier tests chose.
  const reset = await api(
    page,
    'watch/player_state/save',
    {
      screener_id: liveId,
      currentMovieIndex: 0,
      currentTime: 0,
      prerollEnded: true,
      subtitle_lang: 'en',
      resolution: 'auto',
    },
    session,
  );
  expect(reset.error).toBeNull();
  await page.goto(`${festival.url}/screeners/${liveId}/watch`);
  const video = filmPlayer(page);
  await expect(video).toBeVisible();

  // English shows first, read from the film's WebVTT track.
  const subtitles = page.getByRole('button', { name: /^Subtitles: / });
  await expect(subtitles).toHaveAccessibleName('Subtitles: English');
  await expect
    .poll(() => shownTrack(video))
    .toEqual({ language: 'en', firstCue: 'This is the Screener demo film.' });

  // The menu offers Off and the film's two languages; Hebrew replaces English on the film.
  await subtitles.click();
  await expect(page.getByRole('menuitemradio')).toHaveText(['Off', 'English', 'Hebrew']);
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Hebrew' }).click();
  await expect(subtitles).toHaveAccessibleName('Subtitles: Hebrew');
  await expect
    .poll(() => shownTrack(video))
    .toEqual({ language: 'he', firstCue: 'זהו סרט ההדגמה של Screener.' });
  await expect.poll(() => savedSubtitles(page, session, liveId)).toBe('he');

  // The next visit opens with Hebrew.
  await page.reload();
  await expect(filmPlayer(page)).toBeVisible();
  await expect(subtitles).toHaveAccessibleName('Subtitles: Hebrew');
  await expect.poll(() => shownTrack(filmPlayer(page))).toMatchObject({ language: 'he' });

  // Off shows no track at all, and is kept too.
  await subtitles.click();
  await page.getByRole('menuitemradio', { name: 'Off' }).click();
  await expect(subtitles).toHaveAccessibleName('Subtitles: Off');
  await expect.poll(() => shownTrack(filmPlayer(page))).toBeNull();
  await expect.poll(() => savedSubtitles(page, session, liveId)).toBe('off');
});
