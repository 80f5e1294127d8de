import { hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id parameters: 19 MiB memory, 2 iterations, 1 lane.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password, options);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Verifies against a throw-away hash so an unknown email costs as long as a wrong password. */
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
}
