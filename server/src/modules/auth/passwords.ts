import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '#server/config.ts';

// The package declares its algorithms as a const enum, which type-only imports cannot read at run time.
const ARGON2ID: Algorithm.Argon2id = 2;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** False for a wrong password, a missing hash (unknown user) or a malformed one. */
  verify(hashed: string | undefined, password: string): Promise<boolean>;
};

/**
 * New hashes use `cost`; a stored hash carries its own parameters in its PHC string, so hashes
 * made under another cost (or by the `argon2` package the shop used before) still verify.
 */
export function passwordHasher(cost: PasswordHashCost): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryKib,
    timeCost: cost.passes,
    parallelism: 1,
  };
  const hashPassword = (password: string) => hash(password, options);
  // Verifying against this when the user does not exist keeps the response time the same,
  // so timing does not reveal which usernames exist. Made on first use, not at start-up.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: hashPassword,
    async verify(hashed, password) {
      if (hashed === undefined) {
        dummyHash ??= hashPassword('not-a-real-password');
        await verify(await dummyHash, password);
        return false;
      }
      try {
        return await verify(hashed, password);
      } catch {
        return false;
      }
    },
  };
}
