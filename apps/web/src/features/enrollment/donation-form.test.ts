import { describe, expect, it } from 'vitest';
import { DONATION_PROVIDER_URL, donationForm } from './donation-form';

const event = {
  title: 'Northern Lights',
  donation_enabled: true,
  donation: { purpose: 'Support new filmmakers', email: 'donations@north.example' },
};

describe('donationForm', () => {
  it('posts to the provider with the address, purpose, currency, dashboard return and charset', () => {
    expect(donationForm(event, 'EUR', 'https://north.example')).toEqual({
      action: DONATION_PROVIDER_URL,
      fields: {
        business: 'donations@north.example',
        item_name: 'Support new filmmakers',
        currency_code: 'EUR',
        return: 'https://north.example/user/dashboard',
        charset: 'utf-8',
      },
    });
  });

  it('names the event when no purpose is written', () => {
    const form = donationForm(
      { ...event, donation: { purpose: ' ', email: 'a@b.example' } },
      'ILS',
      'https://x.example',
    );
    expect(form?.fields.item_name).toBe('Northern Lights');
  });

  it('offers no form when donations are off or no address is set', () => {
    expect(donationForm({ ...event, donation_enabled: false }, 'EUR', 'https://x.example')).toBeNull();
    expect(
      donationForm({ ...event, donation: { purpose: null, email: null } }, 'EUR', 'https://x.example'),
    ).toBeNull();
    expect(donationForm({ ...event, donation: null }, 'EUR', 'https://x.example')).toBeNull();
  });
});
