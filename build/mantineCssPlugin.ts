// Vite plugin: each module of the app imports the Mantine style sheets of the components it uses.
import type { Plugin } from 'vite';
import { sheetsForSource } from './mantineCss';

const APP_MODULE = /\/src\/.*\.tsx?$/;

/**
 * Instead of all of Mantine's CSS on every page (248 KB on /login, issue 17), a module that
 * imports `Button` from `@mantine/core` gets `import '@mantine/core/styles/UnstyledButton.css'`,
 * `Loader.css` and `Button.css` put in front of its own imports. Vite then puts each sheet in
 * the chunk of the first route that needs it, so /login carries only the login's components,
 * and no screen can forget a sheet. The page-wide sheets (GLOBAL_SHEETS) stay in main.tsx.
 * The imports go on the first line, so the module's own lines keep their numbers (no source
 * map needed); its own CSS modules come after them and win ties, as before.
 */
export function mantineCss(root = process.cwd()): Plugin {
  return {
    name: 'crewhub-mantine-css',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!APP_MODULE.test(path) || path.includes('/node_modules/')) return null;
      if (!code.includes('@mantine/')) return null;
      const sheets = sheetsForSource(code, root);
      if (sheets.length === 0) return null;
      return { code: sheets.map((s) => `import '${s}';`).join('') + code, map: null };
    },
  };
}
