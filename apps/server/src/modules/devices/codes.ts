import { createHash, randomBytes, randomInt } from 'node:crypto';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@screener/contracts/devices';

/** The code the viewer types: drawn uniformly from the alphabet without look-alikes. */
export function newUserCode(): string {
  let code = '';
  for (let index = 0; index < USER_CODE_LENGTH; index += 1) {
    code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  }
  return code;
}

/** The TV's secret: 256 random bits, never shown to a person. */
export function newDeviceCode(): string {
  return randomBytes(32).toString('base64url');
}

/** Codes are stored only as this hash, so a copy of the table pairs no TV. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
