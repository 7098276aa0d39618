import { Stack, Table, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryNote } from '../../db/db';
import { formatDay, formatTimeRange } from '../../lib/dates';

/** What the delivery note says: crew, project, client, date, and a line per member. */
export function DeliveryNoteContent({ note }: { note: DeliveryNote }) {
  const { t, i18n } = useLingui();
  const hours = (n: number) =>
    i18n.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <Stack gap="xs">
      <Text fw={600}>{note.crewName}</Text>
      <Text size="sm">
        <Trans>
          Project {note.projectNumber} {note.projectName}
        </Trans>
      </Text>
      <Text size="sm">
        <Trans>Client: {note.client}</Trans>
      </Text>
      <Text size="sm">
        <Trans>Date: {formatDay(note.date)}</Trans>
      </Text>
      {note.locationName && (
        <Text size="sm">
          <Trans>Location: {note.locationName}</Trans>
        </Text>
      )}
      {note.lines.length === 0 ? (
        <Text c="dimmed">
          <Trans>Crew items not found</Trans>
        </Text>
      ) : (
        <Table striped aria-label={t`Delivery note lines`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Member</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Times</Trans>
              </Table.Th>
              <Table.Th ta="right">
                <Trans>Hours</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {note.lines.map((l) => (
              <Table.Tr key={l.crewItemId}>
                <Table.Td>
                  {l.name}
                  <Text size="xs" c="dimmed">
                    {l.functionName}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatTimeRange(l.startTime, l.endTime)}
                </Table.Td>
                <Table.Td ta="right">
                  {l.hours === null ? t`No hours yet` : hours(l.hours)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>
                <Trans>Total hours</Trans>
              </Table.Th>
              <Table.Th ta="right">{hours(note.totalHours)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Stack>
  );
}
