import argon2 from 'argon2';

// OWASP's recommended argon2id settings (19 MiB, 2 passes, 1 lane): strong enough against GPU
// guessing while a small shop server can still answer a burst of sign-ins.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

// Verifying against this when the user does not exist keeps the response time the same,
// so timing does not reveal which usernames exist.
const dummyHash = hashPassword('not-a-real-password');

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
