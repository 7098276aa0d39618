import type { MessageDescriptor } from '@lingui/core';

// TanStack Router reads route metadata through interface merging; a type alias cannot merge.
declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface StaticDataRouteOption {
    /** The page title shown in the header. */
    title?: MessageDescriptor;
  }
}

export {};
