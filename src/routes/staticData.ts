import type { MessageDescriptor } from '@lingui/core';
import type { EntityTitle } from '../app/layout/entityTitle';

// TanStack Router reads route metadata through interface merging; a type alias cannot merge.
declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface StaticDataRouteOption {
    /** The page title shown in the header. */
    title?: MessageDescriptor;
    /**
     * The loaded entity whose name replaces `title` in the header once the device holds it
     * (SPEC §2); `title` shows while it loads or when the entity is missing.
     */
    entity?: EntityTitle;
  }
}

export {};
