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
 * A screen's rows and their outbox flags are two live reads that answer in either order. A
 * screen that takes "flags not read yet" as "no flags" draws a waiting change for a moment
 * without its 'Pending' badge, as if the server had it (an e2e test once read exactly that).
 */
describe('useEntityFlags', () => {
  const files = screens('src/features');

  it('is used by screens (the scan reads them)', () => {
    expect(files.some((f) => readFileSync(f, 'utf8').includes('useEntityFlags('))).toBe(true);
  });

  it.each(files)('%s does not take unread flags for none', (file) => {
    expect(readFileSync(file, 'utf8')).not.toMatch(/useEntityFlags\([^)]*\)\s*\?\?/);
  });
});
