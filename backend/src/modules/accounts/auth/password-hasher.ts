import { availableParallelism } from 'node:os';
import { Algorithm, Options, hash, parseOptions, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * Argon2id, 7 MiB, 5 passes, 1 lane: one of OWASP's equally strong settings (m=47104 t=1 down to
 * m=7168 t=5, p=1), the one that costs the least CPU here (7.5 ms a verification against 10.7 ms
 * for m=19456 t=2, the library's default, on the 2-core machine; ops/bench/README.md, "Sign-in").
 * Hashes made with other settings still verify (the settings are in the hash) and are replaced
 * at the next sign-in (hashNeedsRenewal).
 */
const PASSWORD_HASHING = { algorithm: Algorithm.Argon2id, memoryCost: 7168, timeCost: 5, parallelism: 1 } satisfies Options;

/**
 * At most one hash a core at a time. More would only share the cores (each taking longer, none
 * finishing sooner: 4 at once on 2 cores cost up to a third more CPU each here) and would hold
 * every thread of libuv's pool (4), stalling file, DNS and compression work meanwhile.
 */
const hashingTurn = pLimit(availableParallelism());

/** Hashes never leave the CredentialStore. */
export async function hashPassword(password: string): Promise<string> {
  return hashingTurn(() => hash(password, PASSWORD_HASHING));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashingTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other settings than PASSWORD_HASHING, so the next sign-in should hash the password anew. */
export function hashNeedsRenewal(passwordHash: string): boolean {
  try {
    const made = parseOptions(passwordHash);
    return made.algorithm !== PASSWORD_HASHING.algorithm || made.memoryCost !== PASSWORD_HASHING.memoryCost || made.timeCost !== PASSWORD_HASHING.timeCost || made.parallelism !== PASSWORD_HASHING.parallelism;
  } catch {
    return true;
  }
}

// Verifying against a throwaway hash when no account exists keeps the response time the same,
// so timing does not tell whether an address has an account.
let decoyHash: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  await verifyPassword(await decoyHash, password);
  return false;
}
