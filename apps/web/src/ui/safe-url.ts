const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

function withProtocol(value: string | null | undefined, protocols: ReadonlySet<string>): string | null {
  if (!value) return null;
  try {
    return protocols.has(new URL(value, window.location.href).protocol) ? value : null;
  } catch {
    return null;
  }
}

/** A company-supplied link, or null when it would run script (javascript:, data:, …). */
export function safeHref(value: string | null | undefined): string | null {
  return withProtocol(value, LINK_PROTOCOLS);
}

/** An image address over http(s), or an inline `data:image/` one (an image element never runs its scripts). */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (value && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value)) return value;
  return withProtocol(value, IMAGE_PROTOCOLS);
}
