import { describe, expect, it } from 'vitest';
import { pageChoices } from './pages-section';
import { credentialChanges } from './payments-section';

describe('credentialChanges', () => {
  it('sends only the fields typed into, so the stored ones stay', () => {
    expect(
      credentialChanges({
        stripe: { secret_key: 'sk_new', publishable_key: '  ' },
        paypal: { client_id: '' },
        meshulam: {},
      }),
    ).toEqual({ stripe: { secret_key: 'sk_new' } });
  });
});

describe('pageChoices', () => {
  it('lists the default pages first, overridden or not, then the company’s own', () => {
    const page = (slug: string) => ({
      slug,
      title: slug.toUpperCase(),
      html: '',
      overrides_default: false,
      translations: {},
    });
    expect(pageChoices([page('faq'), page('terms')])).toEqual([
      { slug: 'about', title: null, saved: false },
      { slug: 'privacy', title: null, saved: false },
      { slug: 'terms', title: 'TERMS', saved: true },
      { slug: 'faq', title: 'FAQ', saved: true },
    ]);
  });
});
