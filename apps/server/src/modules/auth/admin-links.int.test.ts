import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, createShop } from '../payments/purchase-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { accessLinks } from './schema.ts';

const tokens = { manager: '', box_office: '', owner: '' };

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t);
  const other = await createShop(t);
  const eventId = await shop.event({ title: 'Harbour Premiere', status: 'published', allowChatRoom: true });
  const otherEventId = await other.event({ title: 'Other Premiere', status: 'published' });
  const [row] = await t.db
    .insert(accessLinks)
    .values({
      companyId: other.company.id,
      screenerId: otherEventId,
      linkId: 'other-link',
      mode: 'anonymous',
    })
    .returning();
  const otherLinkId = row?.id ?? 0;
  tokens.manager = (await createStaff(t, shop.company.id, 'manager')).token;
  tokens.owner = (await createStaff(t, shop.company.id, 'owner')).token;
  tokens.box_office = (await createStaff(t, shop.company.id, 'box_office')).token;
  return { shop, other, eventId, otherEventId, otherLinkId };
});

const as = (who: keyof typeof tokens, path: string, payload: object) =>
  callStaff(t, `admin/${path}`, payload, { host: given.shop.company.domain, token: tokens[who] });

type Link = {
  id: number;
  url: string;
  email: string | null;
  revoked_at: string | null;
  screener_title: string;
};
const linkParts = (url: string) => {
  const match = /\/screeners\/(\d+)\/link\/([^/]+)$/.exec(url);
  if (!match?.[1] || !match[2]) throw new Error(`not an access link: ${url}`);
  return { screener_id: Number(match[1]), link_id: decodeURIComponent(match[2]) };
};

describe('access links in the back-office', () => {
  it('makes a batch for an event, lists it with full URLs, exports it, and a revoked link no longer logs in', async () => {
    const made = await as('manager', 'links/access/create', { screener_id: given.eventId, count: 3 });
    expect(refusalCode(made)).toBeNull();
    expect(made.json().data.created).toBe(3);

    const listed = await as('manager', 'links/list', { kind: 'access', screener_id: given.eventId });
    const { rows, total } = listed.json().data as { rows: Link[]; total: number };
    expect(total).toBe(3);
    for (const row of rows) {
      expect(
        row.url.startsWith(
          `http://${given.shop.company.domain}:${t.config.PORT}/screeners/${given.eventId}/link/`,
        ),
      ).toBe(true);
      expect(row.screener_title).toBe('Harbour Premiere');
    }
    const [first, second] = rows;
    if (!first || !second) throw new Error('links missing');

    const login = (link: Link) =>
      call(t, given.shop.company.domain, 'consumer/loginWithAccessLink', {
        ...linkParts(link.url),
        skip_form: true,
      });
    expect(refusalCode(await login(first))).toBeNull();

    expect(refusalCode(await as('manager', 'links/revoke', { kind: 'access', id: first.id }))).toBeNull();
    expect(refusalCode(await login(first))).toBe(404);
    expect(refusalCode(await login(second))).toBeNull();

    const csv = await as('manager', 'links/export', { kind: 'access', screener_id: given.eventId });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('url,event,mode,email,expires_at,used_at,revoked_at,created_at');
    expect(lines).toHaveLength(4);
    expect(lines.filter((line) => line.startsWith(first.url))[0]).toMatch(
      /,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{4}-/,
    );

    const audit = await as('owner', 'audit/list', { page: 0, page_size: 100 });
    const actions = audit.json().data.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['access_link.create_batch', 'access_link.revoke']));
  });
});

describe('auto-register links in the back-office', () => {
  it('makes one link per invited address, searches by address, and a revoked link no longer registers', async () => {
    const made = await as('manager', 'links/auto-register/create', {
      screener_id: given.eventId,
      recipients: [{ email: 'Ana@Example.test', name: 'Ana Lopez' }, { email: 'ben@example.test' }],
    });
    expect(made.json().data.created).toBe(2);
    const listed = await as('manager', 'links/list', { kind: 'auto_register', search: 'ana@' });
    const [ana] = listed.json().data.rows as Link[];
    if (!ana) throw new Error('no link for Ana');
    expect(ana.email).toBe('ana@example.test');
    const token = decodeURIComponent(ana.url.split('/').at(-1) ?? '');

    expect(
      refusalCode(await as('manager', 'links/revoke', { kind: 'auto_register', id: ana.id })),
    ).toBeNull();
    const refused = await call(t, given.shop.company.domain, 'consumer/loginWithAutoRegisterLink', { token });
    expect(refusalCode(refused)).toBe(404);

    const csv = await as('manager', 'links/export', { kind: 'auto_register' });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="auto-register-links.csv"');
    expect(csv.body).toContain('ben@example.test');
  });
});

describe('links: input, roles and companies', () => {
  it('answers bad input with 400 and field messages', async () => {
    for (const [path, payload, field] of [
      ['links/access/create', { screener_id: given.eventId, count: 0 }, 'count'],
      ['links/access/create', { screener_id: given.eventId, count: 501 }, 'count'],
      ['links/access/create', { screener_id: given.eventId, count: 2, mode: 'consumer' }, 'mode'],
      ['links/access/create', { screener_id: given.otherEventId, count: 2 }, 'screener_id'],
      ['links/auto-register/create', { screener_id: given.eventId, recipients: [] }, 'recipients'],
      [
        'links/auto-register/create',
        { screener_id: given.eventId, recipients: [{ email: 'nope' }] },
        'recipients.0.email',
      ],
      ['links/list', { kind: 'other' }, 'kind'],
      ['links/revoke', { kind: 'access', id: 0 }, 'id'],
    ] as const) {
      const response = await as('manager', path, payload);
      expect(refusalCode(response), `${path} ${field}`).toBe(400);
      expect(response.json().error.details.fields[field], `${path} ${field}`).toBeDefined();
    }
  });

  it('refuses the box office, and keeps another company’s links out of reach', async () => {
    for (const path of [
      'links/list',
      'links/access/create',
      'links/auto-register/create',
      'links/revoke',
      'links/export',
    ]) {
      expect(refusalCode(await as('box_office', path, {})), path).toBe(403);
    }
    expect(refusalCode(await as('manager', 'links/revoke', { kind: 'access', id: given.otherLinkId }))).toBe(
      404,
    );
    const login = await call(t, given.other.company.domain, 'consumer/loginWithAccessLink', {
      screener_id: given.otherEventId,
      link_id: 'other-link',
      skip_form: true,
    });
    expect(refusalCode(login)).toBeNull();
    const mine = await as('manager', 'links/list', { kind: 'access', screener_id: given.otherEventId });
    expect(mine.json().data.total).toBe(0);
  });
});
