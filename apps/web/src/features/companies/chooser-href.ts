/** The address of a company's site on this server: its domain, with the port the chooser was opened on. */
export function chooserHref(domain: string, current: Pick<Location, 'protocol' | 'port'>): string {
  // A domain stored with its own port keeps it.
  const port = current.port && !domain.includes(':') ? `:${current.port}` : '';
  return `${current.protocol}//${domain}${port}/`;
}
