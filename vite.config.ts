import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { pageMessages } from './scripts/page-messages'

const root = fileURLToPath(new URL('.', import.meta.url))

/** The migrations and the test catalogue's statements the worker tests start each file from. */
async function loadTestCatalogue() {
  const { buildTestSeedSql } = await import('./test/fixtures/build-test-seed')
  return {
    migrations: await readD1Migrations(`${root}/worker/data/migrations`),
    seed: buildTestSeedSql(new Date().toISOString().slice(0, 10)),
  }
}
/** Built once per run: the pool asks for its options for each runtime it starts, and the catalogue takes seconds to build. */
let testCatalogue: ReturnType<typeof loadTestCatalogue> | undefined

/**
 * The code a search page runs before any interaction, in few files instead of the seven the
 * automatic splitting makes of it (brotli shares its dictionary within a file, and each file has
 * its import glue): what only the search page uses, the card code the home and hotel pages share,
 * and the party and money rules the stay page uses without the cards (kept together: split, they
 * cost the search page one more file). Modules not named here are split automatically.
 */
export const FIRST_LOAD_GROUPS = {
  search: [
    'client/atoms/search.ts',
    'client/pages/search/action-icons.tsx',
    'client/pages/search/fallback-results.tsx',
    'client/pages/search/load-fallbacks.ts',
    'client/pages/search/promo-slots.ts',
    'client/pages/search/render-when-visible.tsx',
    'client/pages/search/resolved-destination.ts',
    'client/pages/search/results-grid.tsx',
    'client/pages/search/results-info.tsx',
    'client/pages/search/search-api.ts',
    'client/pages/search/search-page.tsx',
    'client/pages/search/search-request.ts',
    'client/pages/search/use-search-results.ts',
    'shared/api/search-constants.ts',
    'shared/rules/filters.ts',
    'shared/rules/price-slider.ts',
    'shared/search/fallback.ts',
    'shared/search/results-info.ts',
  ],
  cards: [
    'client/components/cards/card-carousel.tsx',
    'client/components/cards/card-price.tsx',
    'client/components/cards/card-text.ts',
    'client/components/cards/carousel-swipe.ts',
    'client/components/cards/stay-card.tsx',
    'client/components/cards/stress-badges.tsx',
    'client/components/cards/wishlist-button.tsx',
    'client/components/cards/wishlist-store.ts',
    'client/lib/offers-api.ts',
    'client/lib/stored-text.ts',
    'client/lib/use-near-viewport.ts',
    'node_modules/jotai/esm/react/utils.mjs',
    'shared/dates.ts',
    'shared/rules/distance.ts',
    'shared/rules/promo.ts',
    'shared/rules/score.ts',
    'shared/rules/sort.ts',
    'shared/rules/stress.ts',
    'shared/search/criteria-edits.ts',
    'shared/search/criteria.ts',
    'shared/search/query.ts',
  ],
  pax: ['shared/money.ts', 'shared/rules/pax.ts'],
}

/**
 * Stylesheets of one page, built as entries of their own: the worker puts them in that page's head
 * (worker/render/assets.ts PAGE_STYLESHEETS), and the browser's code never names them. A sheet
 * imported by a page's module would instead be listed in the entry's page loader, which every
 * page downloads (the search page's JavaScript budget).
 */
export const PAGE_STYLESHEETS = {
  account: 'client/styles/account.css',
  beneficiary: 'client/styles/beneficiary.css',
  booking: 'client/styles/booking.css',
  boxes: 'client/styles/boxes.css',
  checkout: 'client/styles/checkout.css',
  'content-page': 'client/styles/content-page.css',
  'gift-formats': 'client/styles/gift-formats.css',
  'gift-setup': 'client/styles/gift-setup.css',
  giftcard: 'client/styles/giftcard.css',
  home: 'client/styles/home.css',
  hotel: 'client/styles/hotel.css',
  'hotel-rooms': 'client/styles/hotel-rooms.css',
  'page-sections': 'client/styles/page-sections.css',
  product: 'client/styles/product.css',
}

/** What the browser build is made of: its sources, catalogues, dependencies and this config. */
const CLIENT_INPUTS = ['client', 'shared', 'locales', 'package-lock.json', 'tsconfig.json', 'vite.config.ts']

/**
 * The client build's folder under /assets: a hash of its inputs, so that the files inside need no
 * hash of their own. The app's page loaders name each page's chunk, and a hash per name is random
 * text brotli cannot shrink (it moved the search page's JavaScript by up to 0.1 KB from one build
 * to the next with no change to the code it runs). Eight characters (48 bits) tell builds apart;
 * every one more is random text in each chunk's address the search page downloads.
 */
function clientBuildId(): string {
  const hash = createHash('sha256')
  const add = (path: string): void => {
    if (statSync(`${root}${path}`).isDirectory()) {
      for (const name of readdirSync(`${root}${path}`).sort()) add(`${path}/${name}`)
    } else {
      hash
        .update(path)
        .update('\0')
        .update(readFileSync(`${root}${path}`))
        .update('\0')
    }
  }
  for (const input of CLIENT_INPUTS) add(input)
  return hash.digest('base64url').slice(0, 8)
}

/**
 * A chunk's list of the stylesheets its lazy imports need (`m.f=[…]`, read through
 * `__vite__mapDeps([indexes])`) without the given sheets, the indexes renumbered.
 */
export function withoutLazySheets(code: string, sheets: readonly string[]): string {
  const list = /m\.f=(\[[^\]]*\])/.exec(code)
  if (!list?.[1]) return code
  const files = JSON.parse(list[1]) as string[]
  if (!files.some((file) => sheets.includes(file))) return code
  const kept = files.filter((file) => !sheets.includes(file))
  // No sheet left: no list, and each import passes none.
  if (kept.length === 0) {
    return code.replace(/const __vite__mapDeps=\([^;]*;\n?/, '').replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, '[]')
  }
  const renumbered = new Map<number, number>()
  for (const [i, file] of files.entries()) if (!sheets.includes(file)) renumbered.set(i, renumbered.size)
  return code.replace(list[0], `m.f=${JSON.stringify(kept)}`).replace(/__vite__mapDeps\(\[([\d,]*)\]\)/g, (_, ids: string) => {
    const renumberedIds = ids
      .split(',')
      .filter((id) => id !== '')
      .flatMap((id) => renumbered.get(Number(id)) ?? [])
    return `__vite__mapDeps([${renumberedIds.join(',')}])`
  })
}

/**
 * Every page has the entry's stylesheet in its head, inlined as a <style> or linked. Vite's loader
 * of lazy chunks looks for a <link> to each sheet a chunk needs and adds one when it finds none:
 * for the inlined entry sheet, that puts its rules again after the page's own sheets and undoes
 * their overrides (the hotel page's bottom sheets came back centred once its map had loaded). Lazy
 * imports are built without the entry's sheets in their lists.
 */
function entryStylesheetOnce(): Plugin {
  return {
    name: 'entry-stylesheet-once',
    apply: 'build',
    generateBundle: {
      // After Vite's import analysis has written the lists.
      order: 'post',
      handler(_, bundle) {
        const sheets = Object.values(bundle).flatMap((chunk) =>
          chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'app' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [],
        )
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = withoutLazySheets(chunk.code, sheets)
      },
    },
  }
}

/**
 * The loader of lazy parts' stylesheets, in place of Vite's (about 0.4 KB brotli in the app's file,
 * most of it for module preloading, which this build turns off). A lazy import waits for the
 * sheets it needs: each is added once as a <link>, unless the page's head already links it (the
 * worker's page stylesheets); a sheet that fails to load is removed, so that the next try adds it
 * again, and the import fails like a failed fetch of its code.
 */
export const LAZY_SHEETS_LOADER = `const seen = {}
function sheet(href) {
  if (document.querySelector('link[rel=stylesheet][href="' + href + '"]')) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.append(link)
  return new Promise((resolve, reject) => {
    link.onload = resolve
    link.onerror = () => {
      link.remove()
      delete seen[href]
      reject(new Error('Unable to load ' + href))
    }
  })
}
export function __vitePreload(load, deps) {
  return Promise.all((deps || []).map((dep) => (seen['/' + dep] ||= sheet('/' + dep)))).then(() => load())
}`

function lazySheetsLoader(): Plugin {
  return {
    name: 'lazy-sheets-loader',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === '\0vite/preload-helper.js' ? LAZY_SHEETS_LOADER : null
    },
  }
}

/**
 * One config for the client build (`vite build`: one entry per page, hashed
 * files under dist/client/assets with a manifest the worker reads) and for
 * the unit and worker test projects.
 */
export default defineConfig(({ command }) => {
  const assets = command === 'build' ? `assets/${clientBuildId()}` : 'assets'
  return {
    root,
    // Committed media (the gift explainer videos, scripts/build-gift-videos.ts), copied into the build as is.
    publicDir: 'static',
    plugins: [lazySheetsLoader(), entryStylesheetOnce(), pageMessages(root, 'client/entry.tsx')],
    // The browser uses its own Temporal (client/lib/native-temporal.ts; the entry loads the polyfill
    // where it is missing). Only the bare import is swapped: 'temporal-polyfill/global' stays real.
    resolve: command === 'build' ? { alias: [{ find: /^temporal-polyfill$/, replacement: `${root}client/lib/native-temporal.ts` }] } : {},
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // Dynamic imports fetch their own imports as the browser meets them, without Vite's preload
      // helper (about 0.5 KB on every page); stylesheets of lazy parts still load through it.
      modulePreload: false,
      rollupOptions: {
        input: { app: 'client/entry.tsx', ...PAGE_STYLESHEETS },
        output: {
          entryFileNames: `${assets}/[name].js`,
          chunkFileNames: `${assets}/[name].js`,
          assetFileNames: `${assets}/[name][extname]`,
          codeSplitting: {
            // Only the listed modules: their dependencies (React, jotai) stay in the app's file.
            includeDependenciesRecursively: false,
            groups: Object.entries(FIRST_LOAD_GROUPS).map(([name, modules]) => {
              const paths = new Set(modules.map((m) => `${root}${m}`))
              return { name, test: (id: string) => paths.has(id) }
            }),
          },
        },
        onwarn(warning, warn) {
          // React libraries mark their modules 'use client'; there are no server components here.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return
          warn(warning)
        },
      },
    },
    test: {
      // A file per core: vitest's own default leaves one core out, and a worker test file spends
      // most of its time in its workerd runtime, not in vitest's process.
      maxWorkers: availableParallelism(),
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
              const { migrations, seed } = await (testCatalogue ??= loadTestCatalogue())
              return {
                main: './worker/index.ts',
                wrangler: { configPath: './wrangler.toml' },
                miniflare: {
                  bindings: {
                    TEST_MIGRATIONS: migrations,
                    TEST_SEED: seed,
                    OPS_TOKEN: 'test-ops-token',
                    // Customer-care sign-in configured as in production; tests mint sessions with this secret.
                    CARE_SESSION_SECRET: 'test-care-session-secret-of-at-least-32-characters',
                    GOOGLE_CLIENT_ID: 'wanderweek-care-test.apps.googleusercontent.com',
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
            // The files of a vitest worker run one after another in one workerd runtime: a runtime
            // of its own per file spends seconds loading modules, more than all its tests take.
            // apply-seed.ts gives every file a fresh database, cache and isolate memory instead.
            isolate: false,
            include: ['test/worker/**/*.test.{ts,tsx}'],
            setupFiles: ['./test/worker/apply-seed.ts'],
          },
        },
      ],
    },
  }
})
