import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { randomBytes } from 'node:crypto';

/** Every secret starts with this, so a leaked one is easy to recognise (and to scan for). */
export const API_TOKEN_PREFIX = 'isk_';
const SECRET_BYTES = 20; // 160 bits -> 32 base32 characters
const SECRET_PATTERN = /^isk_[a-z2-7]{32}$/;
/** How many characters after `isk_` are kept in clear to recognise a token. */
export const VISIBLE_PREFIX_LENGTH = 8;

export interface IssuedSecret {
  secret: string;
  hash: string;
  prefix: string;
}

export function issueApiTokenSecret(): IssuedSecret {
  const secret = API_TOKEN_PREFIX + encodeBase32LowerCaseNoPadding(randomBytes(SECRET_BYTES));
  return { secret, hash: hashApiTokenSecret(secret), prefix: visiblePrefix(secret) };
}

export function hashApiTokenSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

export function isWellFormedApiTokenSecret(value: string): boolean {
  return SECRET_PATTERN.test(value);
}

export function visiblePrefix(secret: string): string {
  return secret.slice(0, API_TOKEN_PREFIX.length + VISIBLE_PREFIX_LENGTH);
}
