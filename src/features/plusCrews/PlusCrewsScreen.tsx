import { Group, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LastSynced } from '../../app/sync/LastSynced';
import { usePlusCrews } from '../../db/plusCrewHooks';
import { useRefreshOnOpen } from '../../sync/useSync';

// Links as 44 px targets in the theme's link colour.
const LINK = {
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  color: 'var(--mantine-color-anchor)',
} as const;

const RESOURCES = ['plusCrews', 'plusCrewValues'] as const;

/**
 * /plus-crews (plusCrews right, SPEC §2): the crews from the local table, so the list opens
 * offline; each leads to its dashboard and its daily figures.
 */
export function PlusCrewsScreen() {
  const { t } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const crews = usePlusCrews();
  if (crews === undefined) return <DataLoading />;
  return (
    <Stack gap="sm">
      <LastSynced resource="plusCrews" />
      {crews.length === 0 ? (
        <EmptyState>{t`Plus crews not found`}</EmptyState>
      ) : (
        <ul aria-label={t`Plus crews`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {crews.map((crew) => (
            <li key={crew.id} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
              <Group justify="space-between" wrap="wrap" gap="xs" py="xs" mih={44}>
                <Link
                  to="/plus-crews/$number"
                  params={{ number: crew.number }}
                  style={{ ...LINK, overflowWrap: 'anywhere' }}
                >
                  <Text fw={600} span>
                    {crew.name}
                  </Text>
                  &nbsp;
                  <Text c="dimmed" span size="sm">
                    {crew.number}
                  </Text>
                </Link>
                <Link
                  to="/plus-crews/$number/data"
                  params={{ number: crew.number }}
                  style={{ ...LINK, fontSize: 'var(--mantine-font-size-sm)' }}
                  aria-label={t`Daily figures of ${crew.name}`}
                >
                  {t`Daily figures`}
                </Link>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
