// Password hashing: argon2id with the library's defaults (m=19 MiB, t=2, p=1), the OWASP baseline.
import { hash, verify } from '@node-rs/argon2';

/** The PHC string of a password (`$argon2id$v=19$…`). */
export async function hashPassword(password: string): Promise<string> {
  // The library's default algorithm is argon2id; its const enum cannot be imported under isolatedModules.
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. With no stored hash (unknown e-mail, a member who left) a dummy
 * hash is checked all the same, so the answer takes as long and reveals nothing.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
