import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address is one the server may call on a customer's behalf (outgoing webhooks): a
 * public unicast address, or loopback when `allowLoopback` (tests and local development). Private,
 * link-local (cloud metadata), carrier-grade NAT, reserved and multicast ranges never are; an
 * IPv4 address written as IPv6 is judged as IPv4.
 */
export function addressAllowed(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** Every address a host name resolves to, or the address itself when given one. */
export async function addressesOf(hostname: string): Promise<string[]> {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare)) return [bare];
  return (await lookup(bare, { all: true, verbatim: true })).map((entry) => entry.address);
}

export function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}
