import path from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { CHUNK_MODULES_FILE } from './scripts/site-bundle.ts';

const MUI_CORE =
  /node_modules[\\/](@mui[\\/](utils|system|private-theming|styled-engine|material[\\/]esm[\\/](utils|styles|internal|DefaultPropsProvider|SvgIcon|Typography|ButtonBase|Paper|Grow|Portal|transitions))|@emotion|react-transition-group|clsx|react-is|@babel[\\/]runtime|stylis|hoist-non-react-statics)[\\/]/;
const MUI_X_NESTED = /node_modules[\\/]@mui[\\/]x-[^\\/]+[\\/]node_modules[\\/]/;
/**
 * Modules of that machinery that only the MUI X grid and date pickers use (read from the chunk's
 * module list with and without them): kept with the back-office's lazy chunks, not the site's.
 */
const MUI_X_ONLY =
  /node_modules[\\/](react-transition-group[\\/]esm[\\/]CSSTransition|dom-helpers|@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/](toPrimitive|toPropertyKey|typeof)|@mui[\\/]material[\\/]esm[\\/]styles[\\/]useThemeProps)\b/;

/**
 * Modules of libraries both entries start with that only lazy pages use: react-i18next's `Trans`
 * (and the HTML parser behind it), which two back-office editors draw. The shared start's closure
 * follows every import of a library's index, so it would hold them, and MUI X's own modules above;
 * left out, they go with the pages that draw them (4.5 KB of Brotli off the home).
 */
const LAZY_ONLY =
  /node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext)\.js|html-parse-stringify)[\\/]?/;

/**
 * Writes which source modules each chunk holds (`.vite/chunk-modules.json`, paths from this folder),
 * which Vite's manifest does not say: scripts/check-size-budget.ts reads it to check that no module
 * of the back-office lands in a chunk of the viewer's site.
 */
function chunkModules(): Plugin {
  return {
    name: 'screener-chunk-modules',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        modules[output.fileName] = output.moduleIds.map((id) =>
          path
            .relative(import.meta.dirname, id)
            .split(path.sep)
            .join('/'),
        );
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: JSON.stringify(modules) });
    },
  };
}

/**
 * The modules both entries import at start (React's and MUI's groups aside): the company's start,
 * the API client, the texts, the theme and the components both draw first. Left to itself, the
 * bundler would cut them into one chunk per set of pages that share each, many of a few bytes,
 * where the site alone had them in its entry chunk: a request each to a phone's first visit. Read
 * from the module graph once it is built (`buildEnd`), before the chunks are made.
 */
const sharedAtStart = new Set<string>();
/**
 * The closures stop at features and at the call catalogue's groups: the shells import features
 * through their faces, and a call group names every schema of its calls, so either puts in a
 * closure much that the site uses lazily, if at all (tree-shaking comes later). What the ground and the domain import is what both entries start with.
 */
const FEATURE = /[\\/]src[\\/](features|calls)[\\/]/;

function sharedStart(): Plugin {
  return {
    name: 'screener-shared-start',
    buildEnd() {
      sharedAtStart.clear();
      const closure = (entry: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id) || FEATURE.test(id)) return;
          seen.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(entry);
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const [first, ...others] = entries.map(closure);
      for (const id of first ?? [])
        if (others.length > 0 && others.every((other) => other.has(id))) sharedAtStart.add(id);
    },
  };
}

/** The API server in development (its default port); the SPA's calls go through this proxy. */
const API_SERVER = 'http://127.0.0.1:3000';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    chunkModules(),
    sharedStart(),
    // Brotli and gzip copies beside each asset, which the server sends as they are (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // `npm run build:report`: which module weighs what in each chunk, raw, gzip and Brotli.
    mode === 'report' &&
      visualizer({ filename: 'bundle-report.html', template: 'treemap', gzipSize: true, brotliSize: true }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/check-size-budget.ts: which chunks each page loads.
    manifest: true,
    rolldownOptions: {
      // Two apps, one build: the viewer's site (index.html) and the back-office (admin.html, served
      // for `/admin` and below; decision 0043). They share chunks of the ground (React, MUI, the API
      // client, texts), and neither entry loads the other's pages.
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        admin: path.resolve(import.meta.dirname, 'admin.html'),
      },
      output: {
        // React and its router are on every page and change less often than our code: one chunk
        // that stays cached across deploys. MUI's components are not grouped: a group would be a
        // catch-all of every component any page uses (tabs, selects, pagination), which the home
        // would then load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Only the payment step of the enrollment dialog needs the providers' libraries. Every
            // other library stays with the lazy route that imports it (hls.js with the watch page,
            // libphonenumber-js with the phone field), so no page loads a catch-all chunk.
            { name: 'payments', test: /node_modules[\\/](@stripe|@paypal)[\\/]/ },
            // MUI's and Emotion's shared machinery (styles, utilities, transitions, the base of every
            // component) in one chunk: left to itself, the bundler cuts it into many files of a few
            // bytes each, shared by the entry and by each lazy menu and dialog, which cost a phone a
            // request each (issue 14; BENCHMARKS.md). The MUI X packages' own newer copies of
            // `@mui/utils` stay with the back-office pages that use them, out of the site's chunk.
            {
              // The data grid's own copies of MUI's utilities (nested under `@mui/x-*`) stay with
              // the grid's lazy chunk: the home never draws a grid.
              name: 'mui-core',
              test: (id: string) => MUI_CORE.test(id) && !MUI_X_NESTED.test(id) && !MUI_X_ONLY.test(id),
            },
            // MUI's lists and avatars, which most pages past the home draw (a film list, the chat,
            // a plan's features, the side menu): one chunk, not five of a few hundred bytes each.
            {
              name: 'mui-lists',
              test: /node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](List|ListItem\w*|Avatar)[\\/]/,
            },
            // What the site and the back-office both load at start, in one chunk (sharedStart),
            // but for what only lazy pages use of the libraries both import.
            {
              name: 'shared-start',
              test: (id: string) => sharedAtStart.has(id) && !MUI_X_ONLY.test(id) && !LAZY_ONLY.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // Forwarding the Host header keeps the visitor's domain, which decides the company.
      '/api': { target: API_SERVER, changeOrigin: false },
      '/socket.io': { target: API_SERVER, ws: true, changeOrigin: false },
      '/media': { target: API_SERVER, changeOrigin: false },
      '/trailers': { target: API_SERVER, changeOrigin: false },
      '/stream': { target: API_SERVER, changeOrigin: false },
    },
  },
}));
