import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_AREAS } from './featureAreas';

describe('feature areas', () => {
  it('are the folders of src/features but auth (the shell’s texts)', () => {
    const folders = readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== 'auth')
      .map((d) => d.name)
      .sort();
    expect([...FEATURE_AREAS].sort()).toEqual(folders);
  });
});
