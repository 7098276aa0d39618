import { Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DEVICE_FULL } from '../../../app/errors';
import { DataLoading, EmptyState } from '../../../app/frame/DataFrame';
import { LastSynced } from '../../../app/sync/LastSynced';
import type { Project } from '../../../db/db';
import { projectDetailResource } from '../../../sync/projectDetail';
import { useProjectScreen } from './useProjectScreen';

/**
 * The frame of the three project screens (detail, documents, contact): loading, "Project not
 * found" (SPEC §8), another company's project, and offline with what the device kept.
 */
export function ProjectFrame({
  number,
  children,
}: {
  number: string;
  children: (project: Project) => ReactNode;
}) {
  const { i18n } = useLingui();
  const { project, refresh } = useProjectScreen(number);
  if (project === undefined) return <DataLoading />;
  if (project === null) {
    return (
      <Stack gap="sm">
        <LastSynced resource="projects" />
        <EmptyState>
          {refresh === 'forbidden' ? (
            <Trans>You cannot open project {number}: it belongs to another company.</Trans>
          ) : refresh === 'offline' ? (
            <Trans>Project not found on this device. Open it again when you are online.</Trans>
          ) : refresh === 'full' ? (
            i18n._(DEVICE_FULL)
          ) : refresh === 'failed' ? (
            <Trans>The project could not be loaded. Try again later.</Trans>
          ) : (
            <Trans>Project not found</Trans>
          )}
        </EmptyState>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {refresh === 'offline' && (
        <Text size="xs" c="dimmed" role="status">
          <Trans>Offline: showing what this device kept of the project.</Trans>
        </Text>
      )}
      {/* Offline, or when a pull failed online: how old the kept copy is, as on every other
          screen (offline the line says it updates once online, not that it failed). */}
      {(refresh === 'offline' || refresh === 'failed' || refresh === 'full') && (
        <LastSynced resource={projectDetailResource(number)} fallback="projects" />
      )}
      {refresh === 'full' && (
        <Text size="sm" c="red" role="alert">
          {i18n._(DEVICE_FULL)}
        </Text>
      )}
      {children(project)}
    </Stack>
  );
}
