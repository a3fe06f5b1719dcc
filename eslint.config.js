import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
})

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.wrangler/', 'locales/compiled/', 'worker-configuration.d.ts', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Folder boundaries (DESIGN.md §2).
  {
    files: ['shared/**/*.ts'],
    rules: restrict(
      ['react', 'react-dom', 'react-dom/*', 'hono', 'hono/*', 'jotai', 'cloudflare:*', '**/worker/**', '**/client/**', '**/test/**'],
      'shared/ is pure TypeScript: no React, Hono, DOM or Cloudflare imports, no worker or client code.',
    ),
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/worker/**', '../worker/*', '../../worker/*'],
              allowTypeImports: true,
              message: 'client/ imports worker code only as types.',
            },
            { group: ['hono', 'hono/*', 'cloudflare:*'], message: 'client/ runs in the browser too.' },
            { group: ['**/test/**'], message: 'Source files may not import test files.' },
          ],
        },
      ],
    },
  },
  {
    files: ['worker/**/*.{ts,tsx}'],
    rules: restrict(['**/test/**', '../test/*'], 'Source files may not import test files.'),
  },
)
