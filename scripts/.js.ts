import { pageScripts } from './page-budgets'
const url = process.argv[2] ?? 'http://localhost:8806/fr-fr/ville/paris'
for (const width of [360, 1280]) {
  const s = await pageScripts(url, { width, height: 800 })
  console.log(width, (s.reduce((a, b) => a + b.brotli, 0) / 1024).toFixed(2), 'KB')
  if (width === 1280) for (const x of s) console.log('  ', (x.brotli / 1024).toFixed(2), x.file.split('/').pop())
}
