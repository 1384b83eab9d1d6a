import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { badRequest } from '../../platform/envelope';

/** Algorithm.Argon2id: the package declares its enum `const`, which isolated modules cannot read. */
const ARGON2ID_ALGORITHM = 2 as Algorithm;

/**
 * Argon2id with OWASP's first recommended setting (19 MiB memory, 2 iterations, 1 lane).
 * The parameters travel inside each hash, so raising them later leaves old hashes verifiable.
 */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash to compare against when the account does not exist, so a wrong e-mail costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;

/**
 * The same characters can arrive as different code points (é as one, or e plus a combining accent, depending on
 * the keyboard or phone); NFC makes them one, so a password typed on another device still matches.
 */
const normalised = (password: string) => password.normalize('NFC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalised(password), ARGON2ID);
}

async function matches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Argon2's own verify compares in constant time. A malformed hash counts as a mismatch. Hashes made before
 * passwords were normalised hold the characters as typed, so those are tried as typed too.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const against = passwordHash ?? (await (decoyHash ??= hashPassword('decoy password, never valid')));
  const nfc = normalised(password);
  const ok = (await matches(against, nfc)) || (nfc !== password && (await matches(against, password)));
  return passwordHash !== undefined && ok;
}

/** zxcvbn's scale: 0 and 1 fall to an online guesser within a million tries (the most common passwords). */
const MIN_SCORE = 2;
let strength: ZxcvbnFactory | undefined;

/**
 * Refuses a new password that is among the most common ones (zxcvbn-ts with its common-password dictionaries) or
 * that is built from the user's own e-mail address, with the message the form shows at the password field.
 */
export function refuseWeakPassword(password: string, email: string, field = 'password'): void {
  const typed = normalised(password).toLowerCase();
  const address = email.toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (typed.includes(address) || (local.length >= 4 && typed.includes(local))) {
    throw badRequest(ACCOUNT_MSG.passwordHasEmail, [{ field, message: ACCOUNT_MSG.passwordHasEmail }]);
  }
  strength ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  if (strength.check(normalised(password), [address, local]).score < MIN_SCORE) {
    throw badRequest(ACCOUNT_MSG.passwordTooCommon, [{ field, message: ACCOUNT_MSG.passwordTooCommon }]);
  }
}
