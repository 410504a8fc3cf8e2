/**
 * Which chunks of the web build belong to the viewer's site, and whether any of them holds a module
 * of the back-office (decision 0043: two apps, one build; the site never loads the back-office).
 */

/** Written by vite.config.ts beside Vite's manifest: each chunk's file and the source modules in it. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
/** The viewer site's entry in the manifest, and the folder of the back-office's modules. */
export const SITE_ENTRY = 'index.html';
export const BACK_OFFICE_FOLDER = 'src/back-office/';

export type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;
export type ChunkModules = Record<string, string[]>;

/** The files of the chunks `keys` load, statically and (with `lazy`) when they import later too. */
export function chunkFiles(manifest: Manifest, keys: string[], lazy: boolean): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (lazy) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The back-office's modules in any chunk the viewer's site loads, at once or later (a lazy page, a
 * dialog, the texts), as `module (chunk file)`: none, when the two apps are apart.
 */
export function backOfficeModulesInSite(manifest: Manifest, modules: ChunkModules): string[] {
  return [...chunkFiles(manifest, [SITE_ENTRY], true)].flatMap((file) =>
    (modules[file] ?? []).filter((id) => id.startsWith(BACK_OFFICE_FOLDER)).map((id) => `${id} (${file})`),
  );
}
