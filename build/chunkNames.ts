/**
 * The file names of the chunks the service worker caches on demand instead of precaching
 * (ON_DEMAND_GROUPS in src/sync/constants.ts): the names are how the worker tells them apart.
 */

/** What vite.config.ts's `chunkFileNames` is told about a chunk. */
export type ChunkFacts = { moduleIds: readonly string[]; isEntry: boolean };

/**
 * The features only clients, planners and the office open (SPEC §2): their screens are about a
 * quarter of the app, and crew members, most of the installs, never open them (P4 precache).
 */
export const OFFICE_FEATURES = ['projects', 'planning', 'invoices', 'mail', 'membershipCrews'];

const FEATURE = /\/src\/features\/([^/]+)\//;

/**
 * A chunk only office screens load: it holds modules of office features and of no other
 * feature. Features never import each other (lint), so such a chunk is reached only from an
 * office screen; shared app code in it came along with those screens. Entry chunks never are:
 * the boot chunk holds route helpers of several features.
 */
export function isOfficeChunk({ moduleIds, isEntry }: ChunkFacts): boolean {
  if (isEntry) return false;
  const features = moduleIds.flatMap((id) => FEATURE.exec(id)?.slice(1) ?? []);
  return features.length > 0 && features.every((f) => OFFICE_FEATURES.includes(f));
}

/** The file name for a chunk, `[name]`/`[hash]` placeholders left to the bundler. */
export function chunkFileName(chunk: ChunkFacts): string {
  const ids = chunk.moduleIds.join('\n');
  if (ids.includes('node_modules/@zxing/')) return 'assets/vendor-zxing-[hash].js';
  if (ids.includes('node_modules/pdfjs-dist/')) return 'assets/vendor-pdfjs-[hash].js';
  if (ids.includes('node_modules/recharts/')) return 'assets/vendor-charts-[hash].js';
  // One language's texts (the shell's catalog, an area's texts, the loaders of its areas).
  const texts = /\/locales\/([\w-]+)\/(?:features|messages)\.po|\0feature-texts:([\w-]+)/.exec(ids);
  if (texts) return `assets/texts.${texts[1] ?? texts[2]}.[hash].js`;
  if (isOfficeChunk(chunk)) return 'assets/office-[name]-[hash].js';
  return 'assets/[name]-[hash].js';
}
