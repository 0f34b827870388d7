import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (OWASP's recommended minimum); hashes never leave the CredentialStore. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a throwaway hash when no account exists keeps the response time the same,
// so timing does not tell whether an address has an account.
let decoyHash: Promise<string> | null = null;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hash('decoy password that matches nothing');
  await verify(await decoyHash, password).catch(() => false);
  return false;
}
