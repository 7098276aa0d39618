import { createRequire } from 'node:module';
import postcss, { type PluginCreator } from 'postcss';
import { describe, expect, it } from 'vitest';

const lightSchemeOnly = createRequire(import.meta.url)(
  './lightSchemeOnly.cjs',
) as PluginCreator<void>;

const run = async (css: string) =>
  (await postcss([lightSchemeOnly()]).process(css, { from: undefined })).css;

describe('the light scheme only', () => {
  // prettier-ignore
  it.each([
    ['a dark-only rule goes', ":where([data-mantine-color-scheme='dark']) .m_1::before { color: #fff }", ''],
    ['unquoted, as minified', ':root[data-mantine-color-scheme=dark]{--c:#000}', ''],
    ['double-quoted', '[data-mantine-color-scheme="dark"] .a{color:red}', ''],
    ['a rule for both schemes keeps its light selector', ":root[data-mantine-color-scheme='light'], :root[data-mantine-color-scheme='dark'] { --c: #fff }", ":root[data-mantine-color-scheme='light'] { --c: #fff }"],
    ['a light rule stays', "[data-mantine-color-scheme='light'] .a { color: red }", "[data-mantine-color-scheme='light'] .a { color: red }"],
    ['a plain rule stays', '.m_1 { color: var(--mantine-color-dark-6) }', '.m_1 { color: var(--mantine-color-dark-6) }'],
    ['inside a media query too', "@media (min-width: 36em) { :where([data-mantine-color-scheme='dark']) .a { color: red } .b { color: blue } }", '@media (min-width: 36em) { .b { color: blue } }'],
  ])('%s', async (_, css, expected) => {
    expect((await run(css)).replace(/\s+/g, ' ').trim()).toBe(expected);
  });
});
