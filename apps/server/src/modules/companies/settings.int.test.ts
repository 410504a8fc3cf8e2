import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadSecretBox } from '../../lib/secret-box.ts';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { pngBytes, pngDataUrl } from '../chat/chat-test-helpers.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { openGatewayCredentials } from './index.ts';
import { companyGatewayCredentials } from './schema.ts';

const tokens: Record<'owner' | 'manager' | 'box_office' | 'stranger', string> = {
  owner: '',
  manager: '',
  box_office: '',
  stranger: '',
};

const t = useTestApp();
const given = seededForFile(async () => {
  const company = await createCompany(t.db, { title: 'Harbour Cinema' });
  const other = await createCompany(t.db, { title: 'Other Cinema' });
  const host = company.domain;
  const otherHost = other.domain;
  const companyId = company.id;
  tokens.owner = (await createStaff(t, company.id, 'owner')).token;
  tokens.manager = (await createStaff(t, company.id, 'manager')).token;
  tokens.box_office = (await createStaff(t, company.id, 'box_office')).token;
  tokens.stranger = (await createStaff(t, other.id, 'owner')).token;
  return { host, otherHost, companyId };
});

const as = (who: keyof typeof tokens, path: string, payload: object, onHost = given.host) =>
  callStaff(t, `admin/settings/${path}`, payload, { host: onHost, token: tokens[who] });

const general = {
  title: 'Harbour Pictures',
  language: 'he',
  languages: ['he', 'en'],
  timezone: 'Asia/Jerusalem',
  banner_message: 'Doors open at seven',
  powered_by_message: '',
  disabled_default_pages: ['terms'],
  seat_hold_minutes: 15,
};
const theme = {
  primaryColor: '#ff5500',
  secondaryColor: '#ffffff',
  backgroundColor: '#101010',
  darkMode: true,
  fontFamily: 'Georgia',
};
const stripeSecret = 'sk_test_51Habc_SECRET_9876';

const viewerCompany = () =>
  t.app.inject({ method: 'POST', url: '/api/guest/company/get', headers: { host: given.host }, payload: {} });

async function auditActions(): Promise<{ action: string; before: unknown; after: unknown }[]> {
  const response = await callStaff(
    t,
    'admin/audit/list',
    { page: 0, page_size: 100 },
    { host: given.host, token: tokens.owner },
  );
  return response.json().data.entries;
}

describe('company settings', () => {
  it('lets an owner change the title and theme; the site shows them at once, and the audit log records them', async () => {
    expect((await viewerCompany()).json().data.company.title).toBe('Harbour Cinema');

    const saved = await as('owner', 'general/update', general);
    expect(refusalCode(saved)).toBeNull();
    expect(saved.json().data.settings.general).toMatchObject({
      title: 'Harbour Pictures',
      powered_by_message: null,
    });
    expect(refusalCode(await as('manager', 'theme/update', theme))).toBeNull();

    expect(refusalCode(await as('box_office', 'get', {}))).toBe(403);
    const shown = await as('manager', 'get', {});
    expect(shown.json().data.settings.theme).toEqual(theme);
    const company = (await viewerCompany()).json().data.company;
    expect(company.title).toBe('Harbour Pictures');
    expect(company.custom_properties).toMatchObject({
      language: 'he',
      languages: ['en', 'he'],
      rtl: true,
      seat_hold_minutes: 15,
      theme,
    });

    const actions = await auditActions();
    const themeEntry = actions.find((entry) => entry.action === 'settings.theme');
    expect(themeEntry?.before).toMatchObject({
      theme: { primaryColor: expect.not.stringMatching('#ff5500') },
    });
    expect(themeEntry?.after).toMatchObject({ theme: { primaryColor: '#ff5500' } });
  });

  it('asks for a mobile at registration and keeps the on-demand commission; a save without them keeps them', async () => {
    const before = await as('owner', 'get', {});
    expect(before.json().data.settings.general).toMatchObject({
      ask_mobile_at_registration: false,
      vod_commission_percent: 0,
    });
    expect((await viewerCompany()).json().data.company.ask_mobile_at_registration).toBe(false);
    const saved = await as('owner', 'general/update', {
      ...general,
      ask_mobile_at_registration: true,
      vod_commission_percent: 15,
    });
    expect(saved.json().data.settings.general).toMatchObject({
      ask_mobile_at_registration: true,
      vod_commission_percent: 15,
    });
    expect((await viewerCompany()).json().data.company.ask_mobile_at_registration).toBe(true);
    const kept = await as('owner', 'general/update', general);
    expect(kept.json().data.settings.general).toMatchObject({
      ask_mobile_at_registration: true,
      vod_commission_percent: 15,
    });
    const refused = await as('owner', 'general/update', { ...general, vod_commission_percent: 101 });
    expect(refused.json().error.code).toBe(400);
    await as('owner', 'general/update', {
      ...general,
      ask_mobile_at_registration: false,
      vod_commission_percent: 0,
    });
  });

  it('keeps the company’s country for its locale: the site reads it, a save without it keeps it, null clears it', async () => {
    const saved = await as('owner', 'general/update', { ...general, country: 'gb' });
    expect(refusalCode(saved), saved.body).toBeNull();
    expect(saved.json().data.settings.general.country).toBe('GB');
    expect((await viewerCompany()).json().data.company.custom_properties.country).toBe('GB');

    expect((await as('owner', 'general/update', general)).json().data.settings.general.country).toBe('GB');
    const refused = await as('owner', 'general/update', { ...general, country: 'XX' });
    expect(refusalCode(refused)).toBe(400);
    expect(refused.json().error.details.fields).toHaveProperty('country');

    const cleared = await as('owner', 'general/update', { ...general, country: null });
    expect(cleared.json().data.settings.general.country).toBeNull();
    expect((await viewerCompany()).json().data.company.custom_properties).not.toHaveProperty('country');
  });

  it('keeps the video monitoring key, which the site reads; a save without it keeps it, empty turns it off', async () => {
    const marketing = { mailing_list_id: '', fbpixelId: '' };
    const saved = await as('owner', 'marketing/update', {
      ...marketing,
      video_monitoring_key: ' abc123DEF ',
    });
    expect(refusalCode(saved)).toBeNull();
    expect(saved.json().data.settings.marketing.video_monitoring_key).toBe('abc123DEF');
    expect((await viewerCompany()).json().data.company.custom_properties.video_monitoring_key).toBe(
      'abc123DEF',
    );

    await as('owner', 'marketing/update', marketing);
    expect((await viewerCompany()).json().data.company.custom_properties.video_monitoring_key).toBe(
      'abc123DEF',
    );

    const bad = await as('owner', 'marketing/update', { ...marketing, video_monitoring_key: 'no spaces' });
    expect(refusalCode(bad)).not.toBeNull();

    await as('owner', 'marketing/update', { ...marketing, video_monitoring_key: '' });
    expect((await viewerCompany()).json().data.company.custom_properties.video_monitoring_key).toBeNull();
  });

  it('answers bad input with 400 and field messages, never 500, and changes nothing', async () => {
    for (const [path, payload] of [
      ['general/update', { ...general, timezone: 'Mars/Olympus' }],
      ['general/update', { ...general, title: '' }],
      ['general/update', { ...general, languages: ['en'] }],
      ['theme/update', { ...theme, primaryColor: 'red;background:url(x)' }],
      ['theme/update', { ...theme, fontFamily: 'Comic"; x' }],
      ['features/update', { advertising_layout: 'yes' }],
      ['image/update', { kind: 'logo', image: 'data:image/png;base64,AAAA' }],
      ['image/update', { kind: 'logo', image: 'https://example.com/x.png' }],
      ['pages/save', { slug: '../x', title: 'T', html: '' }],
    ] as const) {
      const response = await as('owner', path, payload);
      // A field the schema refuses (400), or a picture its bytes refuse (4071).
      expect([400, 4071], path).toContain(refusalCode(response));
    }
    const response = await as('owner', 'theme/update', { ...theme, primaryColor: 'nope' });
    expect(response.json().error.details.fields.primaryColor).toBeDefined();
    expect((await as('owner', 'get', {})).json().data.settings.theme.primaryColor).toBe('#ff5500');
  });

  it('shows a saved footer line on the site, and the product’s line again once it is cleared', async () => {
    const saved = await as('manager', 'general/update', {
      ...general,
      powered_by_message: 'Harbour Pictures, with the city’s film society',
    });
    expect(refusalCode(saved)).toBeNull();
    const withLine = (await viewerCompany()).json().data.company;
    expect(withLine.show_company_branding).toBe(true);
    expect(withLine.custom_properties.powered_by_message).toBe(
      'Harbour Pictures, with the city’s film society',
    );

    await as('manager', 'general/update', general);
    const without = (await viewerCompany()).json().data.company;
    expect(without.show_company_branding).toBe(false);
    expect(without.custom_properties.powered_by_message).toBeNull();
  });

  it('keeps a logo and a square favicon checked by their bytes, and serves them', async () => {
    const logo = await as('manager', 'image/update', { kind: 'logo', image: pngDataUrl(400, 100) });
    expect(refusalCode(logo)).toBeNull();
    const url: string = logo.json().data.settings.logo_url;
    expect(url).toMatch(/^\/uploads\/company-images\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url, headers: { host: given.host } });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngBytes(400, 100))).toBe(true);

    const oblong = await as('manager', 'image/update', { kind: 'favicon', image: pngDataUrl(64, 32) });
    expect(refusalCode(oblong)).toBe(4071);
    // A GIF's bytes under a PNG data URL are refused by what they are.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const disguised = await as('manager', 'image/update', {
      kind: 'favicon',
      image: `data:image/png;base64,${gif.toString('base64')}`,
    });
    expect(disguised.json().error.code).toBe(4071);
    expect(
      (await as('manager', 'image/update', { kind: 'logo', image: null })).json().data.settings.logo_url,
    ).toBeNull();
  });

  it('keeps the box office, viewers and other companies\u2019 staff out', async () => {
    expect(refusalCode(await as('box_office', 'theme/update', theme))).toBe(403);
    expect(refusalCode(await as('stranger', 'theme/update', theme))).toBe(403);
    expect(refusalCode(await as('stranger', 'get', {}))).toBe(403);
    const none = await callStaff(t, 'admin/settings/get', {}, { host: given.host });
    expect(refusalCode(none)).toBe(401);
    // Another company's owner on their own host changes only their own company.
    expect(
      refusalCode(await as('stranger', 'general/update', { ...general, title: 'Theirs' }, given.otherHost)),
    ).toBeNull();
    expect((await viewerCompany()).json().data.company.title).toBe('Harbour Pictures');
  });

  it('refuses payment settings to a manager', async () => {
    expect(refusalCode(await as('manager', 'payments/get', {}))).toBe(403);
    const update = { enabled_payment_gateways: ['sandbox'], statement_descriptor_suffix: null };
    expect(refusalCode(await as('manager', 'payments/update', update))).toBe(403);
  });

  it('seals payment credentials, shows only their last four characters, and the gateways read them', async () => {
    const saved = await as('owner', 'payments/update', {
      enabled_payment_gateways: ['sandbox', 'stripe'],
      statement_descriptor_suffix: 'HARBOUR',
      credentials: { stripe: { secret_key: stripeSecret, publishable_key: 'pk_test_51Habc_PUBLIC_1234' } },
    });
    expect(refusalCode(saved)).toBeNull();
    expect(saved.json().data.payments.credentials.stripe).toEqual({
      secret_key: { last4: '9876' },
      publishable_key: { last4: '1234' },
      webhook_secret: null,
      billing_webhook_secret: null,
    });
    // Changing one field keeps the others.
    await as('owner', 'payments/update', {
      enabled_payment_gateways: ['sandbox', 'stripe'],
      statement_descriptor_suffix: 'HARBOUR',
      credentials: { stripe: { webhook_secret: 'whsec_abcd' } },
    });
    // The Billing endpoint's secret is a field of its own, kept apart from the payments endpoint's.
    const billing = await as('owner', 'payments/update', {
      enabled_payment_gateways: ['sandbox', 'stripe'],
      statement_descriptor_suffix: 'HARBOUR',
      credentials: { stripe: { billing_webhook_secret: 'whsec_BILLING_wxyz' } },
    });
    expect(billing.json().data.payments.credentials.stripe).toEqual({
      secret_key: { last4: '9876' },
      publishable_key: { last4: '1234' },
      webhook_secret: { last4: 'abcd' },
      billing_webhook_secret: { last4: 'wxyz' },
    });

    const everything = [
      await as('owner', 'payments/get', {}),
      await as('owner', 'get', {}),
      await callStaff(
        t,
        'admin/audit/list',
        { page: 0, page_size: 100 },
        { host: given.host, token: tokens.owner },
      ),
      await viewerCompany(),
    ];
    for (const response of everything) {
      expect(refusalCode(response)).toBeNull();
      expect(response.body).not.toContain('SECRET');
      expect(response.body).not.toContain('whsec_abcd');
      expect(response.body).not.toContain('BILLING');
    }

    const [stored] = await t.db
      .select()
      .from(companyGatewayCredentials)
      .where(eq(companyGatewayCredentials.companyId, given.companyId));
    expect(stored?.sealed).toMatch(/^v1\./);
    expect(stored?.sealed).not.toContain('sk_test');

    // The checkout offers Stripe with the company's own publishable key: the gateways read the opened credentials.
    const offered = await t.app.inject({
      method: 'POST',
      url: `/api/guest/company/${given.companyId}/listPaymentGateways`,
      headers: { host: given.host },
      payload: {},
    });
    expect(offered.json().data.gateways).toContainEqual(
      expect.objectContaining({ value: 'stripe', client_key: 'pk_test_51Habc_PUBLIC_1234' }),
    );

    const opened = await openGatewayCredentials(t.db, loadSecretBox(t.config), given.companyId);
    expect(opened.stripe).toEqual({
      secret_key: stripeSecret,
      publishable_key: 'pk_test_51Habc_PUBLIC_1234',
      webhook_secret: 'whsec_abcd',
      billing_webhook_secret: 'whsec_BILLING_wxyz',
    });
  });

  it('refuses to enable a card gateway without its credentials', async () => {
    const response = await as('owner', 'payments/update', {
      enabled_payment_gateways: ['paypal'],
      statement_descriptor_suffix: null,
    });
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields['credentials.paypal.client_id']).toBeDefined();
  });

  it('sanitises page HTML before it is stored, and the site serves the clean page', async () => {
    const dirty =
      '<p>Hello</p><img src=x onerror=alert(1)><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">bad</a><svg onload="alert(1)"><circle/></svg><p onclick="x()">there</p>';
    const saved = await as('manager', 'pages/save', { slug: 'about', title: 'About us', html: dirty });
    expect(refusalCode(saved)).toBeNull();
    expect(saved.json().data.page).toEqual({
      slug: 'about',
      title: 'About us',
      html: '<p>Hello</p><a>bad</a><p>there</p>',
      overrides_default: true,
      translations: {},
    });
    const listed = await as('manager', 'pages/list', {});
    expect(listed.json().data.pages[0].html).toBe('<p>Hello</p><a>bad</a><p>there</p>');
    const viewer = await t.app.inject({
      method: 'POST',
      url: '/api/page/get',
      headers: { host: given.host },
      payload: { slug: 'about' },
    });
    expect(viewer.json().data.page[0].description).toBe('<p>Hello</p><a>bad</a><p>there</p>');

    // A slug the site's own pages take could never be opened.
    const taken = await as('manager', 'pages/save', { slug: 'screeners', title: 'Films', html: '<p>x</p>' });
    expect(refusalCode(taken)).toBe(409);

    expect(refusalCode(await as('manager', 'pages/delete', { slug: 'about' }))).toBeNull();
    expect(refusalCode(await as('manager', 'pages/delete', { slug: 'about' }))).toBe(404);
    expect((await auditActions()).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['settings.page.save', 'settings.page.delete', 'settings.payments']),
    );
  });
});
