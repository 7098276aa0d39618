// Which Mantine style sheets a module needs, read from the Mantine packages themselves (issue 17).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The Mantine packages the app imports components from. @mantine/core ships one style sheet per
 * component (`styles/<Name>.css`, named after the `<Name>.module.mjs` class map its components
 * import); the others ship one sheet for the package and build on core's components.
 */
export const MANTINE_PACKAGES = [
  '@mantine/core',
  '@mantine/dates',
  '@mantine/charts',
  '@mantine/notifications',
] as const;
export type MantinePackage = (typeof MANTINE_PACKAGES)[number];

/**
 * Core's sheets that style the page itself and every component; main.tsx imports them first.
 * Not `default-css-variables.css`: MantineProvider writes all the theme's variables (App.tsx).
 */
export const GLOBAL_SHEETS = [
  '@mantine/core/styles/baseline.css',
  '@mantine/core/styles/global.css',
];

const IMPORT_FROM = /^\s*(?:import|export)\s*(?:([\w$*{},\s]+?)\s*from\s*)?"([^"]+)";?/gm;
const CLASS_MAP = /([\w-]+)\.module\.mjs$/;

type PackageIndex = {
  /** Exported name → the file that defines it. */
  exports: Map<string, string>;
  /** Sheets of one file and everything it imports, in order: what a file uses comes first. */
  sheets: (file: string) => string[];
};

/** A name a module imports: as exported, and as the module calls it (`A as B`). */
export type Specifier = { imported: string; local: string };

/** The value specifiers of an import clause `{ A, B as C, type D }` (types drop out). */
export function specifiers(clause: string): Specifier[] {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces) return [];
  return braces[1]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => {
      const [imported, local] = s.split(/\s+as\s+/).map((n) => n.trim());
      return { imported: imported!, local: local ?? imported! };
    });
}

/** Reads a package's ES build once: its export table and each file's imports. */
export function indexPackage(pkg: MantinePackage, root = process.cwd()): PackageIndex {
  const dir = join(root, 'node_modules', pkg);
  const esm = join(dir, 'esm');
  const packageSheet = pkg === '@mantine/core' ? null : `${pkg}/styles.css`;
  const exports = new Map<string, string>();
  const entry = join(esm, 'index.mjs');
  for (const [, clause, from] of readFileSync(entry, 'utf8').matchAll(IMPORT_FROM)) {
    if (!clause || !from!.startsWith('.')) continue;
    for (const { local } of specifiers(clause)) exports.set(local, resolve(esm, from!));
  }
  const cache = new Map<string, string[]>();
  const core = pkg === '@mantine/core' ? null : () => coreIndex(root);

  const sheets = (file: string, visiting = new Set<string>()): string[] => {
    const known = cache.get(file);
    if (known) return known;
    if (visiting.has(file)) return [];
    visiting.add(file);
    const own: string[] = [];
    const used: string[] = [];
    for (const [, clause, from] of readFileSync(file, 'utf8').matchAll(IMPORT_FROM)) {
      if (from!.startsWith('.')) {
        const target = resolve(dirname(file), from!);
        const classMap = CLASS_MAP.exec(target);
        if (classMap) own.push(packageSheet ?? `@mantine/core/styles/${classMap[1]}.css`);
        else if (existsSync(target)) used.push(...sheets(target, visiting));
      } else if (from === '@mantine/core' && core && clause) {
        for (const { imported } of specifiers(clause)) used.push(...core().sheetsOf(imported));
      }
    }
    const result = unique([...used, ...own]);
    cache.set(file, result);
    return result;
  };
  return { exports, sheets: (file) => sheets(file) };
}

const unique = (xs: string[]) => [...new Set(xs)];

type SheetIndex = { sheetsOf: (name: string) => string[]; has: (name: string) => boolean };
const indexes = new Map<string, SheetIndex>();

/** The sheets each exported name of a package needs, memoised per package and root. */
export function packageSheets(pkg: MantinePackage, root = process.cwd()): SheetIndex {
  const key = `${root}\0${pkg}`;
  let index = indexes.get(key);
  if (!index) {
    const { exports, sheets } = indexPackage(pkg, root);
    index = {
      has: (name) => exports.has(name),
      sheetsOf: (name) => {
        const file = exports.get(name);
        return file ? sheets(file) : [];
      },
    };
    indexes.set(key, index);
  }
  return index;
}

const coreIndex = (root: string) => packageSheets('@mantine/core', root);

/** One import of a Mantine package in the app's source. */
export type MantineImport = { pkg: MantinePackage; names: Specifier[]; namespace: boolean };

const APP_IMPORT =
  /^\s*import\s+(type\s+)?([\w$*{},\s]+?)\s+from\s+['"](@mantine\/(?:core|dates|charts|notifications))['"]/gm;

/** The value imports of Mantine packages in a module's source (type-only imports drop out). */
export function mantineImports(source: string): MantineImport[] {
  const found: MantineImport[] = [];
  for (const [, typeOnly, clause, pkg] of source.matchAll(APP_IMPORT)) {
    if (typeOnly) continue;
    found.push({
      pkg: pkg as MantinePackage,
      names: specifiers(clause!),
      namespace: clause!.includes('*'),
    });
  }
  return found;
}

/**
 * Whether a module may draw the component: a theme that only configures it
 * (`Tabs: Tabs.extend({...})`) needs no sheet, and /login would carry the Tabs' sheet for nothing.
 */
export function rendered(source: string, local: string): boolean {
  const uses = source.match(new RegExp(`\\b${local}\\b`, 'g'))?.length ?? 0;
  // `Tabs: Tabs.extend(` is a theme's key and its configuration (a ternary reads `a ? Tabs : b`).
  const configures = source.match(new RegExp(`\\b${local}(:|\\.extend\\()`, 'g'))?.length ?? 0;
  // One use is the import itself.
  return uses - configures > 1;
}

/** The sheets a module's Mantine imports need, each once, what they build on first. */
export function sheetsForSource(source: string, root = process.cwd()): string[] {
  const sheets: string[] = [];
  for (const { pkg, names, namespace } of mantineImports(source)) {
    if (namespace) throw new Error(`import * from '${pkg}' hides which components are used`);
    const index = packageSheets(pkg, root);
    for (const { imported, local } of names) {
      if (rendered(source, local)) sheets.push(...index.sheetsOf(imported));
    }
  }
  // Mantine: core's sheets before any other package's (which restyle core's components).
  const isCore = (s: string) => s.startsWith('@mantine/core/');
  return unique([...sheets.filter(isCore), ...sheets.filter((s) => !isCore(s))]);
}
