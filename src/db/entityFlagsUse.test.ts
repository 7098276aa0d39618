import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function screens(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? screens(join(dir, e.name))
      : e.name.endsWith('.tsx') && !e.name.includes('.test.')
        ? [join(dir, e.name)]
        : [],
  );
}

/**
 * A screen's rows and their outbox flags read by two live queries answer in either order: a
 * waiting change was drawn for a moment without its 'Pending' badge, as if the server had it
 * (CI failed on it). Screens pair them with useWithFlags / useReadAfter (src/db/withFlags.ts),
 * which read the flags after the rows.
 */
describe('outbox flags in screens', () => {
  const files = screens('src/features');

  it('the scan reads the screens, and they pair rows with flags', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => readFileSync(f, 'utf8').includes('useWithFlags('))).toBe(true);
  });

  it.each(files)('%s reads no flags apart from their rows', (file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(/\b(useEntityFlags|entityFlags)\(/);
  });
});
