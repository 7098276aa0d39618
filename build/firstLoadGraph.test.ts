import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
  return packages;
}

/**
 * What /login loads is main.tsx and its static imports (screens are lazy). P4 gives it 150 KB
 * gzip: libraries that only signed-in screens need must stay behind a dynamic import. zod once
 * came in through the /invoices route's search check (26 KB gzip).
 */
const NOT_ON_LOGIN = [
  'zod',
  'ofetch',
  'dexie',
  'dexie-react-hooks',
  '@mantine/dates',
  '@mantine/charts',
  'recharts',
  'pdfjs-dist',
  '@zxing/browser',
  '@zxing/library',
  '@tanstack/react-virtual',
  'dompurify',
  'dayjs',
];

describe('the first load', () => {
  const packages = staticPackages('src/main.tsx');

  it('finds the framework (the walk follows the imports)', () => {
    expect([...packages.keys()]).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@mantine/core', '@tanstack/react-router']),
    );
  });

  it.each(NOT_ON_LOGIN)('leaves %s to the screens that need it', (name) => {
    expect(packages.get(name), `${name} is imported by ${packages.get(name)}`).toBeUndefined();
  });
});

/**
 * A signed-in start renders the layout and the jobs list from the device before it syncs:
 * zod (every API schema built at once) and ofetch belong to the sync engine, loaded after the
 * first screen. Issue 17: the layout's sync status and the jobs list's hooks brought them into
 * that first render, a long task before anything showed (Lighthouse /jobs TBT).
 */
const NOT_IN_FIRST_SCREEN = ['zod', 'ofetch'];

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
  },
);
