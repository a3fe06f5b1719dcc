import { pageScripts } from './page-budgets'
const files = await pageScripts(process.argv[2] ?? 'http://127.0.0.1:8787/fr-fr/ville/paris', { width: 360, height: 800 })
for (const f of files) console.log(f.file, (f.brotli / 1024).toFixed(2))
console.log('total', (files.reduce((s, f) => s + f.brotli, 0) / 1024).toFixed(3))
