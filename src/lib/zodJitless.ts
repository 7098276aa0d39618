type ZodGlobalConfig = { jitless?: boolean };

/**
 * zod compiles object parsers with `new Function` unless told not to. The app's CSP forbids
 * eval, so every first parse was a reported CSP violation (Lighthouse best practices, issue 17)
 * before zod fell back to its plain parser anyway. zod shares its configuration through this
 * global object and reads it when a schema is built, so setting it at boot covers every schema
 * without loading zod on /login (P4). Mutated in place: a zod already loaded keeps the object.
 */
export function disableZodJit(): void {
  const g = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
  (g.__zod_globalConfig ??= {}).jitless = true;
}
