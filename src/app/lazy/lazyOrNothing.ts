import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first use, for pieces that are rarely on screen (toasts, the update
 * banner), so the first load of /login stays small (issue 3, P4). If its chunk cannot be
 * loaded (offline before the worker cached it), it renders nothing rather than failing the
 * page around it.
 */
export function lazyOrNothing<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(() =>
    load()
      .then((component) => ({ default: component }))
      .catch(() => ({ default: () => null })),
  );
}
