import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FILES = readdirSync('src/routes').filter((f) => f.endsWith('.tsx'));
const read = (file: string) => readFileSync(`src/routes/${file}`, 'utf8');

/**
 * A feature screen loaded without its area's texts shows message ids (the build keeps only the
 * ids); one loaded with another area's shows ids too. Only the login screens (auth) speak
 * with the shell's catalog, which the boot loads.
 */
describe('feature screens in the routes', () => {
  it.each(FILES)('%s: each lazyFeature names the area it imports from', (file) => {
    const calls = [
      ...read(file).matchAll(
        /lazyFeature\(\s*'(\w+)',\s*\(\) => import\('\.\.\/features\/(\w+)\//g,
      ),
    ];
    for (const [, area, folder] of calls) expect(area).toBe(folder);
  });

  it.each(FILES)('%s: no feature screen but the login’s is loaded without lazyFeature', (file) => {
    const source = read(file);
    const plain = [
      ...source.matchAll(/lazyRouteComponent\(\s*\(\) => import\('\.\.\/features\/(\w+)\//g),
    ];
    expect(plain.map(([, folder]) => folder).filter((f) => f !== 'auth')).toEqual([]);
    // A screen importer kept in a constant is handed to lazyFeature with its own area.
    for (const [, name, folder] of source.matchAll(
      /const (\w+) = \(\) => import\('\.\.\/features\/(\w+)\//g,
    )) {
      if (folder === 'auth') continue;
      const uses = [...source.matchAll(new RegExp(`lazyFeature\\('(\\w+)', ${name},`, 'g'))];
      expect(uses.length).toBeGreaterThan(0);
      for (const [, area] of uses) expect(area).toBe(folder);
    }
  });
});
