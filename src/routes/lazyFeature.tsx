import { lazyRouteComponent } from '@tanstack/react-router';
import { loadFeatureTexts } from '../i18n/i18n';
import type { FeatureArea } from '../i18n/featureAreas';

/**
 * A feature screen for a route: its code and its area's texts load side by side, and it renders
 * once both are in (its texts are not in the boot, see src/i18n/featureAreas.ts). The area is
 * the folder the screen is imported from; lazyFeature.test.ts checks each call.
 */
export function lazyFeature<T extends Record<string, unknown>, K extends keyof T>(
  area: FeatureArea,
  importer: () => Promise<T>,
  exportName: K,
) {
  const component = lazyRouteComponent(
    () => Promise.all([importer(), loadFeatureTexts(area)]).then(([module]) => module),
    exportName,
  );
  // preloadStartRoute asks for a start page's texts at once, ahead of its code.
  return Object.assign(component, { featureArea: area });
}

/** The feature area of a route's component, when it is a lazyFeature screen. */
export function featureAreaOf(component: unknown): FeatureArea | undefined {
  return (component as { featureArea?: FeatureArea } | undefined)?.featureArea;
}
