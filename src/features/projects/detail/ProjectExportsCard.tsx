import { Card, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeptFileButton } from '../../../app/files/KeptFileButton';
import {
  projectCrewListCsvPath,
  projectCrewListPdfPath,
  projectReportPath,
} from '../../../sync/actions/projectDetail';

/**
 * The project report and the crew-list exports (SPEC §7 report, exports), made by the server;
 * each is fetched anew while online and kept on the device, so it opens offline later. A
 * kept copy is the state of the day it was fetched: the note says so.
 */
export function ProjectExportsCard({ number }: { number: string }) {
  const { t } = useLingui();
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={3} size="h4">
          <Trans>Report and exports</Trans>
        </Title>
        <KeptFileButton
          freshOnline
          path={projectReportPath(number)}
          label={t`Project report (PDF)`}
        />
        <KeptFileButton
          freshOnline
          path={projectCrewListPdfPath(number)}
          label={t`Crew list (PDF)`}
        />
        <KeptFileButton
          freshOnline
          path={projectCrewListCsvPath(number)}
          label={t`Crew list (CSV)`}
        />
        <Text size="xs" c="dimmed">
          <Trans>A kept copy shows the project as it was when it was downloaded.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
