import { Loader, Stack, Text, type LoaderProps } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PullName } from '../../sync/resources';
import { LastSynced } from '../sync/LastSynced';

/**
 * The spinner a screen shows while its live queries have not answered yet. A section within
 * a screen passes a smaller `size`, about the height of the line that replaces it, so the
 * answer does not push what is below it down.
 */
export function DataLoading({ size }: { size?: LoaderProps['size'] } = {}) {
  const { t } = useLingui();
  return <Loader size={size} role="img" aria-label={t`Loading`} />;
}

/** The dimmed line a screen shows in place of data it does not have (not found, none yet). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  );
}

type Props<T> = {
  /** A live query's answer: undefined while it loads, null when the device does not have it. */
  value: T | null | undefined;
  /** Said when the value is null. */
  notFound: ReactNode;
  /** The synced table behind the value: its age shows above the not-found text, so an
   * offline person sees whether "not found" may only mean "not synced yet". */
  resource?: PullName;
  /** The screen itself, given the loaded value. */
  children: (value: T) => ReactNode;
};

/**
 * The frame of a screen that shows one thing read from IndexedDB: a spinner while the query
 * loads, the not-found text when the device does not have it, the screen once it does.
 */
export function DataFrame<T>({ value, notFound, resource, children }: Props<T>) {
  if (value === undefined) return <DataLoading />;
  if (value === null) {
    if (!resource) return <EmptyState>{notFound}</EmptyState>;
    return (
      <Stack gap="sm">
        <LastSynced resource={resource} />
        <EmptyState>{notFound}</EmptyState>
      </Stack>
    );
  }
  return children(value);
}
