/**
 * Fails the build when the festival home's JavaScript, as a phone downloads it (Brotli), grows
 * past its budget: the entry, the home page's chunk, the English texts and every chunk they
 * import statically, read from the build's manifest.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The goal is 250 KB; today's home is above it (BENCHMARKS.md), so the budget holds the size
 * reached and is lowered as the home gets lighter. It was raised once, to 264,000, when
 * subscriptions, TV pairing, the chat room and the back-office landed together, and lowered again
 * when their texts moved into namespaces of their own chunks, the header's menus, the side drawer
 * and the alert dialogs began to load when first opened, and MUI's shared machinery became one
 * chunk. The back-office's settings and door pages then added 1.9 KB to the home's chunks (MUI's
 * shared chunk holds what any page uses of it; the contracts' event module became a chunk of its
 * own), so the budget is 249,000, still under the goal. The back-office's first list on the shared
 * data grid added 0.4 KB more: the grid shares MUI's Skeleton with the home (now a chunk of its
 * own) and Babel's helpers with MUI's shared chunk, after the grid's own copies of MUI's utilities
 * were kept out of that chunk (vite.config.ts); the budget was 249,500. The server-written first
 * view (the app reading its inlined first answers and handing over from the static view) and the
 * draft preview's banner hook added 0.1 KB; the budget was the goal itself, 250,000. A phone
 * fetched 72 KB more than this closure, though: the programme, the newsletter form and what they
 * import. With those waiting for the visitor's first move, and MUI's Tooltip, the account menu,
 * the realtime events' schemas and the right-to-left styles out of the entry, the closure reads
 * 233,011 bytes and the phone's whole home about 245 KB on the wire; the budget is 236,000. The
 * web's layers (decision 0042) left the closure's modules as they were but the bundler now cuts
 * the API client, the session store and the notifications out of the entry into chunks of their
 * own (33 files rather than 30): 236,445 bytes against 234,022 before; the budget is 237,000
 * until those chunks are joined again.
 */
const HOME_JS_BUDGET_BYTES = 237_000;
const HOME_MODULES = ['index.html', 'src/features/companies/pages/company-home-page.tsx', 'src/i18n/en.json'];

type ManifestChunk = { file: string; imports?: string[] };

const dist = path.resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const files = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const key of HOME_MODULES) visit(key);

/** The Brotli copy the server sends, or the file itself when it was too small to compress. */
const wireBytes = (file: string) => {
  const brotli = path.join(dist, `${file}.br`);
  return statSync(existsSync(brotli) ? brotli : path.join(dist, file)).size;
};
const total = [...files].reduce((sum, file) => sum + wireBytes(file), 0);
const line = `home JavaScript: ${total} bytes (Brotli) in ${files.size} files, budget ${HOME_JS_BUDGET_BYTES}`;
if (total > HOME_JS_BUDGET_BYTES) {
  console.error(`${line}: over budget; see npm run build:report`);
  process.exit(1);
}
console.log(line);
