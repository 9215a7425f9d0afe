import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates once; each test file's database is a copy of the result.
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's loaded modules instead of importing the whole app again each time;
    // every file still builds its own app on its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two workers suit CI's two cores.
    maxWorkers: 2,
  },
});
