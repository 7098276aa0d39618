/// <reference types="vite/client" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** A language's loaders of its feature areas' texts (build/featureTexts.ts). */
declare module 'virtual:feature-texts/*' {
  import type { Messages } from '@lingui/core';
  import type { FeatureArea } from './i18n/featureAreas';
  export function loadArea(area: FeatureArea): Promise<{ messages: Messages }>;
}
