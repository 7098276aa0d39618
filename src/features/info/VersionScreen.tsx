import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { loadAppInfo, type AppInfo } from '../../sync/appInfo';
import { DataLoading } from '../../app/frame/DataFrame';
import { formatDateTime } from '../../lib/dates';
import { useSession } from '../../session/useSession';

/** /version: which build runs and whether the API answers; always available. */
export function VersionScreen() {
  const { t } = useLingui();
  // Without a session the page stands alone (no header): it names itself and the way in.
  const standalone = useSession().status !== 'authenticated';
  const [info, setInfo] = useState<AppInfo | null>(null);
  useEffect(() => {
    let live = true;
    void loadAppInfo().then((i) => live && setInfo(i));
    return () => {
      live = false;
    };
  }, []);
  const unknown = t`unknown`;
  return (
    <Stack>
      {standalone && (
        <Title order={1} size="h3">
          <Trans>Info</Trans>
        </Title>
      )}
      {info ? <VersionTable info={info} unknown={unknown} /> : <DataLoading />}
      {standalone && (
        <Anchor component={Link} to="/login" mih={44} style={{ alignSelf: 'flex-start' }}>
          <Trans>Log in</Trans>
        </Anchor>
      )}
    </Stack>
  );
}

function VersionTable({ info, unknown }: { info: AppInfo; unknown: string }) {
  const { t } = useLingui();
  return (
    <Table>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">
            <Trans>App version</Trans>
          </Table.Th>
          <Table.Td>{info.appVersion ?? unknown}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">
            <Trans>Built</Trans>
          </Table.Th>
          <Table.Td>
            {/* The build time as people write it in their language, not the raw ISO text. */}
            {info.builtAt ? formatDateTime(info.builtAt) : unknown}
          </Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row">
            <Trans>Server</Trans>
          </Table.Th>
          <Table.Td>
            <Group gap="xs">
              <Badge color={info.apiReachable ? 'green' : 'gray'}>
                {info.apiReachable ? t`Reachable` : t`Not reachable`}
              </Badge>
              {info.apiVersion && <Text size="sm">{info.apiVersion}</Text>}
            </Group>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
