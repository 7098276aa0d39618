import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { KeptFileButton } from '../../app/files/KeptFileButton';
import { PendingBadge } from '../../app/sync/PendingBadge';
import { useCrewChiefSheet } from '../../db/crewPaperworkHooks';
import { useWithFlags } from '../../db/withFlags';
import { crewChiefSheetPdfPath, releaseCrewChiefSheet } from '../../sync/actions/crewPaperwork';
import { localSaveFailure } from '../../app/errors';

/** The crew chief sheet: release once, then download, kept on the device for offline use. */
export function CrewChiefSheetSection({ crewId }: { crewId: number }) {
  const { t, i18n } = useLingui();
  const [sheet, flags] = useWithFlags(useCrewChiefSheet(crewId), 'crewChiefSheets') ?? [];
  const [error, setError] = useState<string | null>(null);
  if (sheet === undefined || flags === undefined) return null;
  const flag = flags.get(crewId);

  const release = async () => {
    setError(null);
    try {
      await releaseCrewChiefSheet(crewId);
    } catch (error) {
      setError(localSaveFailure(error, i18n, t`The crew chief sheet was already released.`));
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={t`Crew chief sheet`}>
      <Group gap="xs">
        <Title order={3} size="h5">
          <Trans>Crew chief sheet</Trans>
        </Title>
        {sheet?.status === 'released' && !flag && (
          <Badge size="xs" color="green" variant="light">
            {t`Released`}
          </Badge>
        )}
        <PendingBadge flag={flag} />
      </Group>
      {!sheet ? (
        <Text size="sm" c="dimmed">
          <Trans>The crew chief sheet is not on this device yet.</Trans>
        </Text>
      ) : sheet.status === 'open' ? (
        <Button variant="light" onClick={() => void release()}>
          <Trans>Release crew chief sheet</Trans>
        </Button>
      ) : (
        <>
          {flag && (
            <Text size="sm" c="dimmed">
              <Trans>Released on this device, not sent yet.</Trans>
            </Text>
          )}
          <KeptFileButton path={crewChiefSheetPdfPath(crewId)} label={t`Crew chief sheet PDF`} />
        </>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
