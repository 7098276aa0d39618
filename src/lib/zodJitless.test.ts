import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { disableZodJit } from './zodJitless';

describe('disableZodJit', () => {
  afterEach(() => {
    z.config({ jitless: false });
    vi.restoreAllMocks();
  });

  it('turns the JIT off in the configuration zod reads', () => {
    disableZodJit();
    expect(z.config().jitless).toBe(true);
  });

  it('parses objects without compiling code (what a CSP without eval would report)', () => {
    disableZodJit();
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'Job' })).toEqual({ id: 1, name: 'Job' });
    expect(compile).not.toHaveBeenCalled();
  });
});
