import { defineConfig } from 'vitest/config';

// Integration tests boot a real Strapi on a fresh database per file (SQLite by default,
// PostgreSQL when TEST_DATABASE_URL is set), one file at a time: they share 2 cores.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
