import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { passwordHasher } from './passwords';

// Made by the `argon2` package (0.45.1, node-gyp) the shop used before, with the same settings;
// accounts created then must still sign in.
const HASHES_FROM_THE_OLD_PACKAGE = [
  {
    password: 'secret-pass-1',
    hash: '$argon2id$v=19$m=19456,p=1,t=2$cyDOivRMSm5pntUU4A6B4w$ZlNNoHDfKMjP1xUOZgw3k46elmZ4ymshG2B83hwrgiA',
  },
  {
    password: 'Kilimanjaro 5895 m!',
    hash: '$argon2id$v=19$m=19456,p=1,t=2$zjEKyLFeZhd0uI/PASHhSA$H4V2dNejb4cLomjPUE4F3HG0QYsrv3taL5P5Zed4SWg',
  },
  {
    password: 'pässwörd-ünïcode-✓',
    hash: '$argon2id$v=19$m=19456,p=1,t=2$/f6D4pEhqNHP8dsDeVbfbw$5yby8+Kh00GjluNvT6BL52rpvM9J8uHz4vMk75hy2jQ',
  },
];

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, 2 passes and 1 lane unless configured otherwise', async () => {
    const hasher = passwordHasher(loadConfig({}).passwordHashCost);
    const hashed = await hasher.hash('secret-pass-1');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashed, 'secret-pass-1')).toBe(true);
  });

  it('takes a lower cost from the settings', async () => {
    const config = loadConfig({ PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_PASSES: '1' });
    const hashed = await passwordHasher(config.passwordHashCost).hash('secret-pass-1');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
  });

  it.each(HASHES_FROM_THE_OLD_PACKAGE)(
    'verifies a hash made by the old package ($password)',
    async (fixture) => {
      const hasher = passwordHasher(loadConfig({}).passwordHashCost);
      expect(await hasher.verify(fixture.hash, fixture.password)).toBe(true);
      expect(await hasher.verify(fixture.hash, `${fixture.password}x`)).toBe(false);
    },
  );

  it('verifies hashes made under another cost than the current one', async () => {
    const cheap = passwordHasher({ memoryKib: 8, passes: 1 });
    const production = passwordHasher(loadConfig({}).passwordHashCost);
    expect(await cheap.verify(HASHES_FROM_THE_OLD_PACKAGE[0]!.hash, 'secret-pass-1')).toBe(true);
    expect(await production.verify(await cheap.hash('secret-pass-1'), 'secret-pass-1')).toBe(true);
  });

  it('refuses a missing or malformed hash, even with the dummy password', async () => {
    const hasher = passwordHasher({ memoryKib: 8, passes: 1 });
    expect(await hasher.verify(undefined, 'not-a-real-password')).toBe(false);
    expect(await hasher.verify('not a hash', 'secret-pass-1')).toBe(false);
  });
});
