// Everything the router brings, in one chunk that main.tsx loads at boot for every page but
// /login, and the login shell loads when the person leaves /login (loginShell.tsx).
export { createAppRouter } from './router';
export { RouterView } from './routerView';
export { preloadStartRoute } from './preloadStartRoute';
