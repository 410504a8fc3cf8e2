import { expect, test } from '@playwright/test';
import { festival } from './sites.ts';
import { staffSignIn } from './staff-session.ts';

const SRT = '1\r\n00:00:01,000 --> 00:00:02,000\r\nHello from the harbour.\r\n';

test('a manager creates a film, uploads English subtitles as SRT, sees them listed and removes them', async ({
  page,
}) => {
  // Creating a film, two uploads and a removal: more steps than most specs.
  test.slow();
  await staffSignIn(page, festival.url, 'manager@festival.localhost');
  await page.getByRole('navigation').getByRole('link', { name: 'Films' }).click();
  await page.getByRole('link', { name: 'New film' }).click();
  const title = `Subtitled short ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create the film' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const subtitles = page.getByRole('region', { name: 'Subtitles' });
  await expect(subtitles.getByText('No subtitles yet.')).toBeVisible();
  await subtitles.getByTestId('subtitle-file').setInputFiles({
    name: 'harbour.en.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(SRT),
  });
  const listed = subtitles.getByRole('list', { name: 'Subtitles' });
  await expect(listed.getByText('English', { exact: true })).toBeVisible();
  await expect(subtitles.getByRole('button', { name: 'Replace the English subtitles' })).toBeVisible();

  // A file that is not subtitles is refused with the field's message.
  await subtitles.getByTestId('subtitle-file').setInputFiles({
    name: 'notes.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('just some notes'),
  });
  await expect(subtitles.getByText('The file is not SRT or WebVTT subtitles')).toBeVisible();

  await listed.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(subtitles.getByText('No subtitles yet.')).toBeVisible();
});
