// PostCSS plugin (postcss.config.cjs): drops the dark colour scheme's rules from every sheet.
// The app is light only (MantineProvider forceColorScheme, src/app/App.tsx): its theme colours
// and contrast checks are for light backgrounds, and no screen offers a dark scheme. Mantine
// ships dark rules in each sheet anyway, ~7 KB raw of variables in the page-wide sheet alone,
// which /login transferred for nothing (issue 17, P4).
const DARK = /\[data-mantine-color-scheme=(['"]?)dark\1\]/;

/** @type {() => import('postcss').Plugin} */
const lightSchemeOnly = () => ({
  postcssPlugin: 'crewhub-light-scheme-only',
  Rule(rule) {
    const kept = rule.selectors.filter((selector) => !DARK.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  },
});
lightSchemeOnly.postcss = true;

module.exports = lightSchemeOnly;
