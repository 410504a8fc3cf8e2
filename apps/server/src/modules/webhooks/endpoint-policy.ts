import { addressAllowed, addressesOf, isLoopback } from '../../lib/public-address.ts';

/**
 * Why the server will not call this URL, or null when it will: it must use https and resolve
 * only to public addresses; with `allowLoopback` (tests, local development) an endpoint on this
 * machine is allowed too, over plain http as well. Asked when an endpoint is saved and again
 * before each try.
 */
export async function endpointRefusal(url: string, allowLoopback: boolean): Promise<string | null> {
  const { hostname, protocol } = new URL(url);
  let addresses: string[];
  try {
    addresses = await addressesOf(hostname);
  } catch {
    return 'This address does not resolve';
  }
  if (addresses.length === 0 || addresses.some((address) => !addressAllowed(address, allowLoopback))) {
    return 'This address is on a private network; give a public https address';
  }
  const local = addresses.every(isLoopback);
  if (protocol !== 'https:' && !(allowLoopback && local)) return 'The address must start with https://';
  return null;
}
