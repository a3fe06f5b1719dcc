import { defineConfig } from 'vitest/config'

/** End-to-end tests: the app served in workerd (Miniflare, as wrangler.toml configures it) on a loopback port, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
