/**
 * Demo pictures as SVG data URLs, so the demo shows posters and logos offline with no files to
 * serve. Text is escaped for XML and the whole document percent-encoded for the URL.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A 16:9 poster: a diagonal gradient, a soft disc and the title. */
export function posterImage(title: string, colors: readonly [string, string], rtl = false): string {
  const fontSize = Math.max(22, Math.min(44, Math.floor(1100 / Math.max(title.length, 1))));
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>` +
      `</linearGradient></defs>` +
      `<rect width="640" height="360" fill="url(#g)"/>` +
      `<circle cx="520" cy="90" r="130" fill="#ffffff" fill-opacity="0.08"/>` +
      `<circle cx="110" cy="300" r="90" fill="#000000" fill-opacity="0.10"/>` +
      `<text x="320" y="${180 + fontSize / 3}" font-family="Alef, Arial, sans-serif" font-size="${fontSize}" ` +
      `font-weight="700" fill="#ffffff" text-anchor="middle" direction="${rtl ? 'rtl' : 'ltr'}">` +
      `${escapeXml(title)}</text></svg>`,
  );
}

/** A 4:1 logo: a mark in the accent colour and the name in the text colour, on a transparent ground. */
export function logoImage(name: string, accent: string, textColor: string, rtl = false): string {
  const markX = rtl ? 440 : 40;
  const textX = rtl ? 400 : 80;
  // A long name gets a smaller font so it fits beside the mark instead of running off the edge.
  const fontSize = Math.min(34, Math.floor(380 / (name.length * 0.6)));
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120">` +
      `<circle cx="${markX}" cy="60" r="28" fill="${accent}"/>` +
      `<circle cx="${markX}" cy="60" r="12" fill="${textColor}" fill-opacity="0.85"/>` +
      `<text x="${textX}" y="${60 + fontSize / 3}" font-family="Alef, Arial, sans-serif" font-size="${fontSize}" font-weight="700" ` +
      // A right-to-left name ends at its mark: anchored by its end, which every SVG renderer
      // places alike (the ticket PDF's too, which reads no `direction`).
      `fill="${textColor}" text-anchor="${rtl ? 'end' : 'start'}">${escapeXml(name)}</text></svg>`,
  );
}

/** A square favicon with one or two letters. */
export function faviconImage(letters: string, background: string, foreground: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<rect width="64" height="64" rx="14" fill="${background}"/>` +
      `<text x="32" y="43" font-family="Alef, Arial, sans-serif" font-size="30" font-weight="700" ` +
      `fill="${foreground}" text-anchor="middle">${escapeXml(letters)}</text></svg>`,
  );
}
