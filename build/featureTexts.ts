// Vite plugin: the features' catalog of a language, cut into one module per feature area.
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { FEATURE_AREAS } from '../src/i18n/featureAreas';

/** `import('virtual:feature-texts/de')`: the loaders of German's areas (src/i18n/i18n.ts). */
const LOADERS = /^virtual:feature-texts\/([\w-]+)$/;
const LOADERS_ID = '\0feature-texts:';
/** One area of one language's features' catalog. */
const AREA = /\/locales\/([\w-]+)\/features\.po\?area=(\w+)$/;

/** Where a message is used, as the catalog's `#:` comments give it. */
type Origins = Record<string, { origin?: readonly (readonly [string, (number | null)?])[] }>;

/**
 * The ids of the messages used in `area`: every message one of its files uses, so a text two
 * areas share is in both. The source language's catalog is read for the origins (every
 * language's catalog is extracted with the same ones).
 */
export function areaMessageIds(origins: Origins, area: string): Set<string> {
  const folder = `src/features/${area}/`;
  return new Set(
    Object.entries(origins)
      .filter(([, m]) => (m.origin ?? []).some(([file]) => file.startsWith(folder)))
      .map(([id]) => id),
  );
}

/** The module `virtual:feature-texts/<locale>` stands for: one dynamic import per area. */
export function loadersModule(catalogPath: string): string {
  const cases = FEATURE_AREAS.map(
    (area) => `    case '${area}': return import('${catalogPath}?area=${area}');`,
  ).join('\n');
  return `export function loadArea(area) {\n  switch (area) {\n${cases}\n    default: return Promise.reject(new Error('No texts for the area ' + area));\n  }\n}\n`;
}

/**
 * A language's features' catalog is some 60 KB of texts, of which a screen uses a few: the
 * jobs' are 3 % of it. Lingui's own plugin compiles a whole .po file; this one compiles the
 * messages of one area (`features.po?area=jobs`) with Lingui's compiler and the language's
 * fallbacks (de-AT falls back to de), so each area's texts are a chunk of their own.
 */
export function featureTexts(config: LinguiConfigNormalized = getConfig()): Plugin {
  const root = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? 'en';
  const catalogPath = (locale: string) => `${root}/locales/${locale}/features.po`;
  return {
    name: 'crewhub-feature-texts',
    enforce: 'pre',
    resolveId(source) {
      const loaders = LOADERS.exec(source);
      if (loaders) return `${LOADERS_ID}${loaders[1]}`;
      if (AREA.test(source)) return source;
      return null;
    },
    async load(id) {
      if (id.startsWith(LOADERS_ID)) {
        const locale = id.slice(LOADERS_ID.length);
        if (!config.locales.includes(locale)) throw new Error(`Unknown locale ${locale}`);
        return { code: loadersModule(catalogPath(locale)), moduleType: 'js' };
      }
      const area = AREA.exec(id);
      if (!area) return null;
      const [, locale, name] = area as unknown as [string, string, string];
      const file = id.split('?')[0]!;
      this.addWatchFile(file);
      const found = getCatalogForFile(relative(root, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`);
      const source = (await found.catalog.read(sourceLocale)) ?? {};
      const wanted = areaMessageIds(source, name);
      const { messages } = await found.catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales || {},
        sourceLocale,
      });
      const picked = Object.fromEntries(Object.entries(messages).filter(([k]) => wanted.has(k)));
      const { source: code, errors } = createCompiledCatalog(locale, picked, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale,
      });
      if (errors.length) throw new Error(`Texts of ${locale}/${name} do not compile`);
      return { code, moduleType: 'js' };
    },
  };
}
