import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { ticketKeys } from './schema.ts';

export type TicketKeyPair = { publicKey: KeyObject; privateKey: KeyObject };

const keyPairOf = (row: { publicKey: string; privateKey: string }): TicketKeyPair => ({
  publicKey: createPublicKey(row.publicKey),
  privateKey: createPrivateKey(row.privateKey),
});

/** The company's stored key pair, or null before its first ticket. */
export async function findTicketKeys(db: DbExecutor, companyId: number): Promise<TicketKeyPair | null> {
  const [row] = await db.select().from(ticketKeys).where(ofCompany(ticketKeys, companyId)).limit(1);
  return row ? keyPairOf(row) : null;
}

/**
 * The company's key pair, made and stored on first use. Two first uses at once both insert; the
 * loser's pair is dropped and both sign with the one stored.
 */
export async function ticketKeysOf(db: DbExecutor, companyId: number): Promise<TicketKeyPair> {
  const found = await findTicketKeys(db, companyId);
  if (found) return found;
  const pair = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db
    .insert(ticketKeys)
    .values({ companyId, publicKey: pair.publicKey, privateKey: pair.privateKey })
    .onConflictDoNothing();
  const stored = await findTicketKeys(db, companyId);
  if (!stored) throw new Error('The ticket key was not stored');
  return stored;
}
