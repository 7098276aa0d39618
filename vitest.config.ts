import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { featureTexts } from './build/featureTexts';

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    featureTexts(),
    lingui(),
  ],
  test: {
    // Vitest runs cores - 1 files at once, which is one on these 2-core machines. The server
    // files spend most of their time in PGlite's WASM, one core each: two at once halve the
    // unit step (measured: 897 s with one worker).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'build/**/*.test.ts'],
          // One migrated and seeded database image for all server test files (testSeed.ts).
          globalSetup: ['server/testSeed.ts'],
          // PGlite boots a WASM Postgres per file; give it room on 2 cores.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The offline core under chaos: real actions and replay against the real server.
        test: {
          name: 'chaos',
          environment: 'node',
          include: ['tests/chaos/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
