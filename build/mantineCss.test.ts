import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GLOBAL_SHEETS,
  mantineImports,
  packageSheets,
  rendered,
  sheetsForSource,
  specifiers,
} from './mantineCss';
import { mantineCss } from './mantineCssPlugin';

const core = (...names: string[]) => names.map((n) => `@mantine/core/styles/${n}.css`);

describe('specifiers', () => {
  it.each([
    ['{ Button }', [{ imported: 'Button', local: 'Button' }]],
    ['{ Button as B, type ButtonProps }', [{ imported: 'Button', local: 'B' }]],
    ['{\n  Stack,\n  Text,\n}', ['Stack', 'Text'].map((n) => ({ imported: n, local: n }))],
    ['Default', []],
  ])('%s', (clause, expected) => expect(specifiers(clause)).toEqual(expected));
});

describe('rendered: a module that only configures a component needs no sheet', () => {
  it.each([
    ["import { Tabs } from '@mantine/core';\nconst t = { Tabs: Tabs.extend({}) };", 'Tabs', false],
    ["import { Tabs } from '@mantine/core';\nconst x = <Tabs />;", 'Tabs', true],
    ["import { Tabs } from '@mantine/core';\nTabs.extend({}); <Tabs.Tab />;", 'Tabs', true],
    ["import { Tabs } from '@mantine/core';", 'Tabs', false],
  ])('%s', (source, local, expected) => expect(rendered(source, local)).toBe(expected));
});

describe('sheetsForSource: what a component builds on comes first', () => {
  it.each([
    [
      "import { Button } from '@mantine/core';\n<Button />",
      core('UnstyledButton', 'Loader', 'Button'),
    ],
    [
      "import { Stack, Title } from '@mantine/core';\n<Stack><Title /></Stack>",
      core('Stack', 'Title'),
    ],
    [
      "import { Select } from '@mantine/core';\n<Select />",
      core(
        'Loader',
        'UnstyledButton',
        'CloseButton',
        'Input',
        'Overlay',
        'VisuallyHidden',
        'Popover',
        'Combobox',
        'ScrollArea',
      ),
    ],
    [
      "import { Button as B } from '@mantine/core';\n<B />",
      core('UnstyledButton', 'Loader', 'Button'),
    ],
    ["import { Button } from '@mantine/core';\nButton.extend({});", []],
    ["import { createTheme, MantineProvider } from '@mantine/core';\n<MantineProvider />", []],
    ["import type { MantineSpacing } from '@mantine/core';\nlet s: MantineSpacing;", []],
    // Other packages: core's sheets first, then the package's own one.
    [
      "import { Calendar } from '@mantine/dates';\n<Calendar />",
      [...core('UnstyledButton'), '@mantine/dates/styles.css'],
    ],
    [
      "import { LineChart } from '@mantine/charts';\n<LineChart />",
      [...core('ColorSwatch'), '@mantine/charts/styles.css'],
    ],
  ])('%s', (source, expected) => expect(sheetsForSource(source)).toEqual(expected));

  it('refuses a namespace import, which hides the components used', () => {
    expect(() => sheetsForSource("import * as M from '@mantine/core';\n<M.Button />")).toThrow();
  });
});

describe('the plugin', () => {
  const transform = (code: string, id: string) => {
    const hook = mantineCss().transform as (code: string, id: string) => { code: string } | null;
    return hook(code, id)?.code ?? null;
  };

  it('puts the sheets on the first line of an app module, the module unchanged after them', () => {
    const code = "import { Text } from '@mantine/core';\nexport const A = () => <Text />;\n";
    expect(transform(code, '/repo/src/features/a/A.tsx')).toBe(
      `import '@mantine/core/styles/Text.css';${code}`,
    );
  });

  it('leaves modules outside src/ and modules without Mantine alone', () => {
    const code = "import { Text } from '@mantine/core';\n<Text />";
    expect(transform(code, '/repo/node_modules/x/src/a.tsx')).toBeNull();
    expect(transform('export const a = 1;', '/repo/src/lib/a.ts')).toBeNull();
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The guard of issue 17: every Mantine component a screen imports gets its sheets from the
 * plugin. A name the plugin cannot find in its package would render unstyled, so it fails here.
 */
describe('the app source', () => {
  const files = sourceFiles('src').map((path) => ({ path, source: readFileSync(path, 'utf8') }));

  it('imports only names the plugin finds in their package', () => {
    const unknown = files.flatMap(({ path, source }) =>
      mantineImports(source).flatMap(({ pkg, names, namespace }) => [
        ...(namespace ? [`${path}: import * from '${pkg}'`] : []),
        ...names
          .filter(({ imported }) => !packageSheets(pkg).has(imported))
          .map(({ imported }) => `${path}: ${imported} from ${pkg}`),
      ]),
    );
    expect(unknown).toEqual([]);
  });

  it('imports no Mantine sheet by hand but the page-wide ones in main.tsx', () => {
    const byHand = files.flatMap(({ path, source }) =>
      [...source.matchAll(/import\s+'(@mantine\/[^']+\.css)'/g)]
        .map((m) => m[1]!)
        .filter((sheet) => !(path === join('src', 'main.tsx') && GLOBAL_SHEETS.includes(sheet)))
        .map((sheet) => `${path}: ${sheet}`),
    );
    expect(byHand).toEqual([]);
  });

  it('loads the page-wide sheets first in main.tsx', () => {
    const main = readFileSync(join('src', 'main.tsx'), 'utf8');
    const sheets = [...main.matchAll(/^import\s+'([^']+\.css)';/gm)].map((m) => m[1]);
    expect(sheets).toEqual(GLOBAL_SHEETS);
    expect(main.indexOf(GLOBAL_SHEETS[0]!)).toBeLessThan(main.indexOf("from './app/App'"));
  });

  it('draws components on every screen that has sheets (the plugin has work to do)', () => {
    const styled = files.filter(({ source }) => sheetsForSource(source).length > 0);
    expect(styled.length).toBeGreaterThan(100);
  });
});
