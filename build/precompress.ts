// Vite plugin: a brotli and a gzip copy beside each text file of the build, served as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text worth compressing; images (png, woff2) are compressed already. */
const TEXT = /\.(m?js|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Writes `<file>.br` and `<file>.gz` for each text file of `dir`; returns how many it wrote. */
export function precompressFolder(dir: string): number {
  let written = 0;
  for (const path of files(dir)) {
    if (!TEXT.test(path) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
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
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
