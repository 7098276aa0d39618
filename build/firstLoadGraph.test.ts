import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MODULES, inSyncChunk } from './syncChunk';

/** Static imports (not `import type`, not `import()`): what loads with a module. */
const STATIC_IMPORT =
  /^\s*(?:import|export)(?!\s+type\s)(?:[\w$*{},\s]*?from\s*)?\s*['"]([^'"]+)['"]/gm;

function resolveModule(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The packages a module and everything it imports statically pull in, and by which file. */
function staticPackages(entry: string): Map<string, string> {
  return staticGraph(entry).packages;
}

/** What a module loads with it: the packages (and which file imports each) and our files. */
function staticGraph(entry: string): { packages: Map<string, string>; files: Set<string> } {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec!.startsWith('.')) {
        const target = resolveModule(file, spec!);
        if (target && /\.tsx?$/.test(target)) visit(target);
      } else {
        const name = spec!.startsWith('@')
          ? spec!.split('/').slice(0, 2).join('/')
          : spec!.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, file);
      }
    }
  };
  visit(entry);
  return { packages, files: seen };
}

/**
 * What /login loads is main.tsx and its static imports (screens are lazy). P4 gives it 150 KB
 * gzip: libraries that only signed-in screens need must stay behind a dynamic import. zod, the
 * schema library before valibot, once came in through the /invoices route's search check
 * (26 KB gzip).
 */
const NOT_ON_LOGIN = [
  // A library is one module: the first chunk to import it carries every function any schema
  // uses. The tenant, checked at boot, is checked by hand (src/api/schemas/tenant.ts).
  'valibot',
  'ofetch',
  'dexie',
  'dexie-react-hooks',
  '@mantine/dates',
  '@mantine/charts',
  'recharts',
  'pdfjs-dist',
  '@zxing/browser',
  '@zxing/library',
  'dompurify',
  'dayjs',
  // The router and its route table: /login is drawn by the login shell (src/routes/loginShell.tsx),
  // every other page loads them beside boot's reads (issue 17, P4: ~30 KB gzip of /login).
  '@tanstack/react-router',
  '@tanstack/router-core',
  '@tanstack/history',
];

describe('the first load', () => {
  const packages = staticPackages('src/main.tsx');

  it('finds the framework (the walk follows the imports)', () => {
    expect([...packages.keys()]).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@mantine/core', '@lingui/react']),
    );
  });

  it.each(NOT_ON_LOGIN)('leaves %s to the screens that need it', (name) => {
    expect(packages.get(name), `${name} is imported by ${packages.get(name)}`).toBeUndefined();
  });
});

/**
 * A signed-in start renders the layout and the jobs list from the device before it syncs:
 * the API schemas (every one built at once) and ofetch belong to the sync engine, loaded after
 * the first screen. Issue 17: the layout's sync status and the jobs list's hooks brought them
 * into that first render, a long task before anything showed (Lighthouse /jobs TBT).
 */
const NOT_IN_FIRST_SCREEN = ['ofetch'];

/** Schema modules a first screen may load: the tenant's, and date formats (no schemas). */
const FIRST_SCREEN_SCHEMAS = ['tenant.ts', 'dateFormats.ts'];

describe.each(['src/app/layout/AppLayout.tsx', 'src/features/jobs/JobsScreen.tsx'])(
  'the first render of %s',
  (entry) => {
    const packages = staticPackages(entry);

    it('finds the framework (the walk follows the imports)', () => {
      expect([...packages.keys()]).toEqual(expect.arrayContaining(['react', 'dexie']));
    });

    it.each(NOT_IN_FIRST_SCREEN)('leaves %s to the sync engine', (name) => {
      expect(packages.get(name), `${name} is imported by ${packages.get(name)}`).toBeUndefined();
    });

    // The date fields' and calendars' library belongs to the screens that draw them (issue 17).
    it('leaves @mantine/dates to the screens with a date field or a calendar', () => {
      expect(packages.get('@mantine/dates')).toBeUndefined();
    });

    it('leaves the API schemas to the sync engine', () => {
      const schemas = [...staticGraph(entry).files]
        .filter((file) => file.includes('src/api/schemas/'))
        .filter((file) => !FIRST_SCREEN_SCHEMAS.some((name) => file.endsWith(`/${name}`)));
      expect(schemas).toEqual([]);
    });
  },
);

/**
 * The sync engine's chunk (build/syncChunk.ts) leaves out what the start pages import: a
 * start page that imported one module of it would wait for the whole engine before drawing.
 */
describe.each([
  'src/app/layout/AppLayout.tsx',
  'src/features/jobs/JobsScreen.tsx',
  'src/features/home/HomeScreen.tsx',
])('the sync chunk and the first render of %s', (entry) => {
  it('has none of its modules', () => {
    const files = [...staticGraph(entry).files].map((file) => `/${file}`);
    expect(files.filter(inSyncChunk)).toEqual([]);
    // The walk reaches the sync engine's neighbours, so the check can fail.
    expect(files.some((file) => FIRST_SCREEN_MODULES.test(file))).toBe(true);
  });
});

/**
 * Every signed-in page loads the boot chunk and the route table: the login page's frame and
 * its language picker (Mantine's inputs) load with the login screen instead (issue 17, P4
 * /jobs: −6 KB gzip).
 */
describe.each(['src/main.tsx', 'src/routes/routing.ts'])('the static imports of %s', (entry) => {
  const files = [...staticGraph(entry).files];

  it('leave out the login page frame', () => {
    expect(files.filter((file) => /\/(LoginLayout|LanguagePicker)\.tsx$/.test(file))).toEqual([]);
    // The walk reaches the layouts, so the check can fail.
    expect(files.some((file) => file.endsWith('/RootLayout.tsx'))).toBe(true);
  });
});
