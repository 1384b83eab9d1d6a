import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id: the package declares its enum `const`, which isolated modules cannot read. */
const ARGON2ID_ALGORITHM = 2 as Algorithm;

/**
 * Argon2id with OWASP's first recommended setting (19 MiB memory, 2 iterations, 1 lane).
 * The parameters travel inside each hash, so raising them later leaves old hashes verifiable.
 */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash to compare against when the account does not exist, so a wrong e-mail costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Argon2's own verify compares in constant time. A malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const against = passwordHash ?? (await (decoyHash ??= hashPassword('decoy password, never valid')));
  try {
    const matches = await verify(against, password);
    return passwordHash !== undefined && matches;
  } catch {
    return false;
  }
}
