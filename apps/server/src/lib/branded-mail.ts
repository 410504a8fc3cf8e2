import { isRtl } from '@screener/contracts/language';

export type MailBrand = {
  title: string;
  /** Absolute, so a mail client can load it. */
  logoUrl: string | null;
  primaryColor: string;
  backgroundColor: string;
};

export type BrandedMailContent = {
  language: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows, e.g. what was bought and the amount. */
  rows: { label: string; value: string }[];
  link: { label: string; url: string };
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Black or white, whichever reads better on `background` (WCAG relative luminance). */
function textOn(background: string): string {
  const hex =
    background.length === 4 ? background.replace(/[0-9a-f]/gi, (digit) => digit + digit) : background;
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** A colour only from the theme's hex values: anything else could break out of the style attribute. */
const safeColor = (color: string, fallback: string) => (HEX.test(color) ? color : fallback);

/**
 * A mail in the company's colours with its logo (or its name), in the viewer's language and
 * direction. Inline styles and one table: mail clients ignore style sheets and most layout.
 */
export function renderBrandedMail(brand: MailBrand, content: BrandedMailContent): string {
  const dir = isRtl(content.language) ? 'rtl' : 'ltr';
  // Physical sides: many mail clients know neither logical properties nor text-align: start.
  const start = dir === 'rtl' ? 'right' : 'left';
  const labelPadding = dir === 'rtl' ? '6px 0 6px 12px' : '6px 12px 6px 0';
  const header = safeColor(brand.backgroundColor, '#000000');
  const accent = safeColor(brand.primaryColor, '#1976d2');
  const masthead = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.title)}" style="max-height:48px;max-width:240px">`
    : `<span style="font-size:20px;font-weight:bold;color:${textOn(header)}">${escapeHtml(brand.title)}</span>`;
  const rows = content.rows
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:${start};padding:${labelPadding};color:#555;font-weight:normal">${escapeHtml(row.label)}</th><td style="text-align:${start};padding:6px 0;font-weight:bold">${escapeHtml(row.value)}</td></tr>`,
    )
    .join('');
  const paragraphs = content.paragraphs
    .map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`)
    .join('');
  return [
    `<!doctype html><html lang="${escapeHtml(content.language)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px 0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;text-align:${start}">`,
    `<div style="background:${header};padding:16px 24px">${masthead}</div>`,
    '<div style="padding:24px">',
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    paragraphs,
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 24px">${rows}</table>`,
    `<a href="${escapeHtml(content.link.url)}" style="display:inline-block;padding:12px 20px;border-radius:4px;background:${accent};color:${textOn(accent)};text-decoration:none;font-weight:bold">${escapeHtml(content.link.label)}</a>`,
    `<p style="margin:16px 0 0;font-size:12px;color:#555;word-break:break-all">${escapeHtml(content.link.url)}</p>`,
    '</div></div></body></html>',
  ].join('');
}

/** The same mail as plain text, for clients that show no HTML. */
export function renderPlainMail(brand: MailBrand, content: BrandedMailContent): string {
  return [
    brand.title,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((text) => [text, '']),
    ...content.rows.map((row) => `${row.label}: ${row.value}`),
    '',
    `${content.link.label}:`,
    content.link.url,
    '',
  ].join('\n');
}
