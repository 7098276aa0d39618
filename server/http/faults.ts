import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './context';
import { apiError } from './errors';

/** Test-only fault switch: slow answers and 500s (drops after commit live in writes.ts). */
export function faultInjection(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const f = deps.faults;
    if (f.delayMs > 0) await new Promise((r) => setTimeout(r, f.delayMs));
    if (f.failNext > 0) {
      f.failNext -= 1;
      throw apiError(500, 'internal', 'Internal server error');
    }
    if (f.errorRate > 0 && Math.random() < f.errorRate)
      throw apiError(500, 'internal', 'Internal server error');
    await next();
  };
}
