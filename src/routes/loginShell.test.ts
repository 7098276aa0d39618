import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readQuery, startsInLoginShell } from './loginShell';

describe('startsInLoginShell', () => {
  it.each([
    ['/login', '', false, true],
    ['/login', '?redirect=%2Fjobs', false, true],
    ['/login', '?PID=24001&Password=guest1234', false, true],
    // Somebody already in is sent on by the router's guard…
    ['/login', '', true, false],
    ['/login', '?redirect=%2Fjobs', true, false],
    // …unless a guest link logs in anew.
    ['/login', '?PID=24001&Password=guest1234', true, true],
    ['/login', '?PCID=1001', true, true],
    ['/jobs', '', false, false],
    ['/forgotten-password', '', false, false],
    ['/login/extra', '', false, false],
  ])('%s%s, signed in %s → shell %s', (pathname, search, signedIn, shell) => {
    expect(startsInLoginShell({ pathname, search }, signedIn)).toBe(shell);
  });
});

describe('readQuery reads /login the way the router does', () => {
  it.each([
    ['?PID=24001', { PID: 24001 }],
    ['?PID=P-24001', { PID: 'P-24001' }],
    ['?login=crew%40demo.test&Password=x', { login: 'crew@demo.test', Password: 'x' }],
    // The router writes a string that looks like a number in quotes.
    ['?PCID=%221001%22', { PCID: '1001' }],
    ['?redirect=%2Fjobs%3Fq%3D1', { redirect: '/jobs?q=1' }],
    ['', {}],
  ])('%s', (query, expected) => {
    expect(readQuery(query)).toEqual(expected);
  });
});

/** The files a module imports statically (type-only imports and import() left out). */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map(
    (m) => m[1],
  );
  const sideEffects = [...source.matchAll(/^import\s+'([^']+)';/gm)].map((m) => m[1]);
  return [...specifiers, ...sideEffects];
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every package reached from `entry` through static imports of the app's own files. */
function packagesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) visit(local);
      } else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('the boot leaves the router out', () => {
  it.each(['main.tsx', 'routes/loginShell.tsx'])(
    'nothing %s imports statically reaches @tanstack/react-router',
    (file) => {
      const packages = packagesReachedFrom(resolve(__dirname, '..', file));
      expect([...packages].filter((p) => p.startsWith('@tanstack/'))).toEqual([]);
      // The walk itself works: it finds what the shell does need.
      expect(packages).toContain('@mantine/core');
    },
  );
});
