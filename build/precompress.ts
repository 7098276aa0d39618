// Vite plugin: a brotli and a gzip copy beside each text file of the build, served as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import type { Plugin } from 'vite';

/** Text worth compressing; images (png, woff2) are compressed already. */
const TEXT = /\.(m?js|css|html|svg|json|webmanifest|txt)$/;
/**
 * Below this a compressed copy saves less than the Content-Encoding and Vary headers it adds.
 * A 300-byte chunk gzips to ~200 bytes.
 */
const MIN_BYTES = 256;
/**
 * The gzip copy is made with zopfli: the same gzip format every browser reads, 2-3% smaller
 * than zlib's level 9 (P4 /jobs, issue 17). Without block splitting it keeps nearly all of
 * that gain (0.3% less) and takes ~5 s for the whole build instead of ~30 s.
 */
const ZOPFLI = { numiterations: 5, blocksplitting: false };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` for each text file of `dir`; returns how many it wrote. */
export async function precompressFolder(dir: string): Promise<number> {
  let written = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, await gzipAsync(body, ZOPFLI));
    written++;
  }
  return written;
}

/**
 * Lighthouse found every script and style sheet sent uncompressed (821 KiB to save on /login).
 * Compressing once at build time, at the highest levels, costs the server nothing per request:
 * its static handler (server/main.ts, `precompressed`) picks the copy the browser accepts.
 * Runs last, after the service worker is written, so that file is compressed too.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'crewhub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressFolder(outDir);
      },
    },
  };
}
