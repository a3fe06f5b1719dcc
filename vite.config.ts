import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * One config for the client build (`vite build`: one entry per page, hashed
 * files under dist/client/assets with a manifest the worker reads) and for
 * the unit and worker test projects.
 */
export default defineConfig(({ command }) => ({
  root,
  publicDir: false,
  // The browser uses its own Temporal (client/lib/native-temporal.ts; the entry loads the polyfill
  // where it is missing). Only the bare import is swapped: 'temporal-polyfill/global' stays real.
  resolve: command === 'build' ? { alias: [{ find: /^temporal-polyfill$/, replacement: `${root}client/lib/native-temporal.ts` }] } : {},
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: { app: 'client/entry.tsx' },
      onwarn(warning, warn) {
        // React libraries mark their modules 'use client'; there are no server components here.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
        warn(warning)
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [
          cloudflareTest(async () => {
            const { buildTestSeedSql } = await import('./test/fixtures/build-test-seed')
            return {
              main: './worker/index.ts',
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: await readD1Migrations(`${root}/worker/data/migrations`),
                  TEST_SEED: buildTestSeedSql(new Date().toISOString().slice(0, 10)),
                  OPS_TOKEN: 'test-ops-token',
                },
              },
            }
          }),
        ],
        // wrangler.toml defines NODE_ENV as production (React's production build): JSX must use the
        // production runtime too, which has no jsxDEV.
        oxc: { jsx: { runtime: 'automatic', development: false } },
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/worker/apply-seed.ts'],
        },
      },
    ],
  },
}))
