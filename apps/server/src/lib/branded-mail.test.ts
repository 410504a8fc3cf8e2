import { describe, expect, it } from 'vitest';
import {
  type BrandedMailContent,
  type MailBrand,
  renderBrandedMail,
  renderPlainMail,
} from './branded-mail.ts';

const brand: MailBrand = {
  title: 'Cinema <Sea>',
  logoUrl: null,
  primaryColor: '#51FFBD',
  backgroundColor: '#1a237e',
};
const content: BrandedMailContent = {
  language: 'en',
  heading: 'Thank you',
  paragraphs: ['Paid & done.'],
  rows: [{ label: 'Amount', value: '€8.00' }],
  link: { label: 'Open', url: 'http://cinema.test/user/dashboard?tab=events&x="1"' },
};

describe('renderBrandedMail', () => {
  it('writes the button in black on a light colour and the name in white on a dark one', () => {
    const html = renderBrandedMail(brand, content);
    expect(html).toContain('background:#51FFBD;color:#000000');
    expect(html).toContain(
      'background:#1a237e;padding:16px 24px"><span style="font-size:20px;font-weight:bold;color:#ffffff"',
    );
  });

  it('escapes every text and keeps a colour that is not hex out of the style', () => {
    const html = renderBrandedMail({ ...brand, primaryColor: 'red;background:url(x)' }, content);
    expect(html).toContain('Cinema &#60;Sea&#62;');
    expect(html).toContain('Paid &#38; done.');
    expect(html).toContain('href="http://cinema.test/user/dashboard?tab=events&#38;x=&#34;1&#34;"');
    expect(html).not.toContain('url(x)');
  });

  it('runs right to left in Hebrew, aligned to the right', () => {
    const html = renderBrandedMail(brand, { ...content, language: 'he' });
    expect(html).toMatch(/^<!doctype html><html lang="he" dir="rtl">/);
    expect(html).toContain('text-align:right');
    expect(renderBrandedMail(brand, content)).toContain('text-align:left');
  });

  it('shows the logo when the company has one', () => {
    const html = renderBrandedMail({ ...brand, logoUrl: 'http://cinema.test/logo.png' }, content);
    expect(html).toContain('<img src="http://cinema.test/logo.png" alt="Cinema &#60;Sea&#62;"');
  });
});

describe('renderPlainMail', () => {
  it('lists the rows and the link as text', () => {
    expect(renderPlainMail(brand, content)).toContain('Amount: €8.00\n\nOpen:\nhttp://cinema.test/');
  });
});
