import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineCss } from './build/mantineCssPlugin';
import { precompress } from './build/precompress';
import { chunkFileName } from './build/chunkNames';
import { featureTexts } from './build/featureTexts';
import { inSyncChunk, syncChunkName } from './build/syncChunk';
import { shellChunkName } from './build/shellChunk';
import { DEXIE_MODERN } from './build/aliases';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/** ./version.json (SPEC §7) tells /version which build is running. */
function versionFile(): Plugin {
  return {
    name: 'crewhub-version-file',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/** A module id (an absolute path) for a file of the project. */
const source = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));

const apiTarget = process.env.CREWHUB_API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    mantineCss(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    featureTexts(),
    lingui(),
    versionFile(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'Crew Hub',
        short_name: 'Crew Hub',
        description: 'Your Digital Hub for Crew Management and Project Planning',
        theme_color: '#1c7ed6',
        background_color: '#f8f9fa',
        display: 'standalone',
        start_url: '/',
        // PNGs at 192 and 512 (and a maskable one) are what Chromium needs to offer
        // installing; drawn from favicon.svg by scripts/render-icons.mjs.
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      // The web manifest stays out of the precache (STACK-NOTES: it would be cached twice).
      // .mjs: the pdf.js worker (documents to sign) must open offline too.
      // The install icons are read by the browser when it installs, never by the app offline.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2}'],
        globIgnores: ['icon-*.png', 'apple-touch-icon.png'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  resolve: { alias: [DEXIE_MODERN] },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    // Every browser the app supports preloads modules natively; the polyfill only adds weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's one entry exports nothing; needed by the inlining below.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Per-component Mantine CSS and lazy screens left ~270 chunks, most under 2 KB: the
          // offline start of /jobs fetched ~100 files through the service worker, which was
          // its slowest step (issue 17, P1). Common chunks under 2 KB are copied into their
          // users instead: 190 chunks, P1 ~990 → ~760 ms on the same machine, precache
          // +330 KB raw (10 KB: 730 ms but +1.2 MB). Rolldown keeps execution order for it.
          experimentalInlineCommonChunks: { maxSize: 2 * 1024 },
          // Everything the entry imports statically is one chunk with it, not 18 files: a
          // first visit to /login fetched 34 scripts and sheets before its tagline showed, six
          // at a time over HTTP/1.1 (Lighthouse /login LCP ~2.9 → ~2.2 s, P4 /login 179 →
          // 169 KB gzip, on one machine). Lazy chunks import what they share with it from it.
          groups: [
            { name: 'boot', tags: ['$initial'] },
            // The router, its route table and the screens' router hooks: one chunk that the
            // login shell leaves out (src/routes/loginShell.tsx), not three with their glue.
            {
              name: 'routing',
              test: /\/node_modules\/@tanstack\/(react-router|router-core|history|store|react-store)\//,
            },
            // Only the modules inSyncChunk names that the scheduler loads: their imports stay
            // where they are (Dexie, the app's date helpers, the boot's modules).
            {
              name: syncChunkName(source('src/sync/scheduler.ts')),
              includeDependenciesRecursively: false,
              test: inSyncChunk,
            },
            // Mantine's text inputs: one chunk (and one sheet) for /login and every form, not
            // five, now that the login page is out of the boot chunk (issue 17, P4).
            {
              name: 'inputs',
              includeDependenciesRecursively: false,
              test: /\/node_modules\/@mantine\/core\/(esm\/components\/(Input|InputBase|NativeSelect|PasswordInput|Combobox\/(ComboboxChevron|Combobox\.module))\/|styles\/(Input|PasswordInput|Combobox)\.css$)/,
            },
            // The login page's frame and its screen: one chunk, fetched at once by /login.
            {
              name: 'loginPage',
              includeDependenciesRecursively: false,
              test: /\/src\/(features\/auth\/LoginScreen|app\/layout\/(LoginLayout|LanguagePicker))\.tsx$/,
            },
            // The hooks every screen shares with the sync engine (online, pull progress, a
            // screen's refresh): one chunk, not a copy in each screen. Each copy carried the
            // preload list of the scheduler it loads on demand (~2 KB, 25 screens).
            { name: 'syncHooks', test: /\/src\/sync\/(useSync|online|pull\/progress)\.ts$/ },
            // dayjs with the app's date helpers, as before the languages' dayjs locales were
            // loaded on demand (dateLocale.ts): those import dayjs too, which would otherwise
            // split it into a chunk of its own, one more file on the first date screen.
            {
              name: 'dates',
              test: /\/src\/lib\/dates\.ts$|\/node_modules\/dayjs\/(dayjs\.min\.js$|plugin\/)/,
            },
            // The signed-in layout with the small modules it shares with the screens: one file,
            // not ~20 (build/shellChunk.ts).
            {
              name: shellChunkName({
                layout: source('src/app/layout/AppLayout.tsx'),
                frame: source('src/app/frame/DataFrame.tsx'),
                engine: source('src/sync/scheduler.ts'),
                boot: source('src/main.tsx'),
                routing: source('src/routes/routing.ts'),
                session: [
                  source('src/session/login.ts'),
                  source('src/db/sessionStore.ts'),
                  source('src/db/profileLanguage.ts'),
                ],
              }),
              includeDependenciesRecursively: false,
              test: /\/(src|node_modules)\//,
            },
          ],
        },
        // The big libraries only some people use (crew members; plus-crew viewers), each
        // language's texts (the shell's and the features' catalogs) and the screens only office
        // people open get names the service worker recognises, so it caches them on demand
        // instead of precaching them (ON_DEMAND_GROUPS in src/sync/constants.ts). All are loaded
        // with dynamic imports, so they are chunks of their own already; only their names
        // change. The charts' chunk is the plus-crew dashboard itself, its only user.
        chunkFileNames: chunkFileName,
      },
    },
  },
});
