/**
 * Runs after `npm ci` (postinstall) and before every build: React's server renderer for the edge
 * (react-dom/server.edge, the worker's renderer) encodes every piece of markup on its own, one
 * TextEncoder call and one new Uint8Array for each attribute name, value and text node. In
 * workerd each call crosses into the runtime, and a search page makes thousands of them. The
 * patched renderer keeps its pieces as strings and encodes them in runs of about 4 KB: the bytes
 * it streams are the same (test/unit/worker/react-server-patch.test.ts renders with both).
 *
 * The patch is applied once (the file then carries MARKER) and fails loudly when React's source
 * no longer has the shape it replaces, so an upgrade of react-dom cannot silently drop it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const MARKER = '/* wanderweek: string chunks, encoded in runs */'

/** Each piece of React's stream config, as react-dom ships it, and what replaces it. */
const REPLACEMENTS: [from: RegExp, to: string][] = [
  [
    /function writeChunk\(destination, chunk\) \{[\s\S]*?\n\}\nfunction writeChunkAndReturn\(destination, chunk\) \{\n {2}writeChunk\(destination, chunk\);\n {2}return !0;\n\}\nfunction completeWriting\(destination\) \{[\s\S]*?\n\}\n/,
    `var pendingText = "";
function flushPendingText(destination) {
  if (0 < pendingText.length) {
    var text = pendingText;
    // Emptied first: a stream that throws (its reader went away) must not pass its text on.
    pendingText = "";
    destination.enqueue(textEncoder.encode(text));
  }
}
function writeChunk(destination, chunk) {
  "string" === typeof chunk
    ? ((pendingText += chunk), 4096 < pendingText.length && flushPendingText(destination))
    : 0 < chunk.byteLength &&
      (flushPendingText(destination), destination.enqueue(chunk));
}
function writeChunkAndReturn(destination, chunk) {
  writeChunk(destination, chunk);
  return !0;
}
function completeWriting(destination) {
  flushPendingText(destination);
}
`,
  ],
  [
    /function stringToChunk\(content\) \{\n {2}return textEncoder\.encode\(content\);\n\}\nfunction stringToPrecomputedChunk\(content\) \{\n {2}return textEncoder\.encode\(content\);\n\}\nfunction byteLengthOfChunk\(chunk\) \{\n {2}return chunk\.byteLength;\n\}\n/,
    `function stringToChunk(content) {
  return content;
}
function stringToPrecomputedChunk(content) {
  return content;
}
function byteLengthOfChunk(chunk) {
  return chunk.length;
}
`,
  ],
  [/segmentByteSize \+= segment\[i\]\.byteLength;/, 'segmentByteSize += segment[i].length;'],
  // Each flush starts empty, as React's own buffer does (it drops what an interrupted flush left).
  [/currentView = new Uint8Array\(4096\);\n(\s*)writtenBytes = 0;/g, 'currentView = null;\n$1writtenBytes = 0;\n$1pendingText = "";'],
]

/** The patched renderer source, or the source itself when it is patched already. */
export function patchReactServer(source: string): string {
  if (source.startsWith(MARKER)) return source
  let out = source
  for (const [from, to] of REPLACEMENTS) {
    from.lastIndex = 0
    if (!from.test(out)) throw new Error(`react-dom/server.edge: the source no longer matches ${String(from).slice(0, 60)}…`)
    out = out.replace(from, to)
  }
  return `${MARKER}\n${out}`
}

/** The installed file the worker bundles. */
export function reactServerFile(): string {
  return join(dirname(createRequire(import.meta.url).resolve('react-dom/package.json')), 'cjs', 'react-dom-server.edge.production.js')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = reactServerFile()
  const source = readFileSync(file, 'utf8')
  const patched = patchReactServer(source)
  if (patched !== source) writeFileSync(file, patched)
}
