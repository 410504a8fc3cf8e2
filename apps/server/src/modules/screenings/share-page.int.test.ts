import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { screeners } from './schema.ts';
import { SHARE_DESCRIPTION_LENGTH, shareDescription } from './share-page.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const company = await createCompany(t.db, { title: 'Rivers & "Lakes" Festival' });
  const host = company.domain;
  const other = await createCompany(t.db);
  const now = t.clock.now();
  const insert = async (companyId: number, values: Partial<typeof screeners.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(screeners)
      .values({
        companyId,
        title: 'Event',
        screeningStartsAt: new Date(now.getTime() + 86_400_000),
        screeningEndsAt: new Date(now.getTime() + 90_000_000),
        ...values,
      })
      .returning({ id: screeners.id });
    if (!row) throw new Error('no screener');
    return row.id;
  };
  const eventId = await insert(company.id, {
    title: 'The "River" <script>alert(1)</script>',
    description: '<p>A film about <strong>water</strong> &amp; stone.</p><p>Second&nbsp;line</p>',
    thumbnailUrl: '/media/pictures/river.jpg',
  });
  const draftId = await insert(company.id, { title: 'Secret draft', status: 'draft' });
  const otherCompanysEvent = await insert(other.id, { title: 'Elsewhere' });
  return { host, eventId, draftId, otherCompanysEvent };
});

const origin = () => `http://${given.host}:${t.config.PORT}`;
const open = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { host: given.host } });

/** The content of each meta tag, unescaped as a browser or a crawler reads it. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) {
    const [, name = '', value = ''] = match;
    tags[name] = value
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return tags;
}

describe('shared event links (part 2 §7.1)', () => {
  it('answer a card with the event’s title, text, picture and the company’s name, and send the person on to the overview', async () => {
    const reply = await open(`/screener/${given.eventId}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    const meta = metaOf(reply.body);
    expect(meta).toMatchObject({
      'og:title': 'The "River" <script>alert(1)</script>',
      'og:site_name': 'Rivers & "Lakes" Festival',
      'og:description': 'A film about water & stone. Second line',
      'og:image': `${origin()}/media/pictures/river.jpg`,
      'twitter:card': 'summary_large_image',
      'twitter:title': 'The "River" <script>alert(1)</script>',
    });
    // Escaped where written: no element of the event's text reaches the page.
    expect(reply.body).not.toContain('<script>');
    const overview = `${origin()}/screeners/${given.eventId}`;
    expect(reply.body).toContain(`<meta http-equiv="refresh" content="0; url=${overview}">`);
    expect(reply.body).toContain(`<a href="${overview}">`);
  });

  it('answer the same card on the facebook path, and the embed variant with /true', async () => {
    const facebook = await open(`/screener/facebook/${given.eventId}`);
    expect(metaOf(facebook.body)['og:title']).toBe('The "River" <script>alert(1)</script>');
    const embedded = await open(`/screener/facebook/${given.eventId}/true`);
    expect(embedded.body).toContain(`/screeners/${given.eventId}?allowEmbed=true"`);
  });

  it('answer 404 for a draft, another company’s event or no event, sending the person home', async () => {
    for (const path of [
      `/screener/${given.draftId}`,
      `/screener/${given.otherCompanysEvent}`,
      '/screener/abc',
    ]) {
      const reply = await open(path);
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('Secret draft');
      expect(reply.body).not.toContain('Elsewhere');
      expect(reply.body).toContain(`url=${origin()}/"`);
    }
  });
});

describe('shareDescription', () => {
  it('keeps the text of the markup and cuts a long text at a word', () => {
    expect(shareDescription('<h2>Title</h2><ul><li>one</li><li>two</li></ul>')).toBe('Title one two');
    const long = shareDescription(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(SHARE_DESCRIPTION_LENGTH);
    expect(long.endsWith('word…')).toBe(true);
  });
});
