import { Table, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { isBooked } from '../../../sync/actions/crewItems';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import { formatDayRange } from '../../../lib/dates';

/** The crew booking: who is booked where on this project, by name. */
export function CrewBookingList({
  crews,
  items,
}: {
  crews: PlannerCrew[];
  items: PlannerCrewItem[];
}) {
  const names = new Map(crews.map((c) => [c.id, c.name]));
  const booked = items
    .filter((i) => i.personName !== null && isBooked(i))
    .sort((a, b) => (a.personName ?? '').localeCompare(b.personName ?? '') || a.id - b.id);
  return (
    <section aria-labelledby="crew-booking-title">
      <Title order={3} size="h4" id="crew-booking-title" mb="xs">
        <Trans>Crew booking</Trans>
      </Title>
      {booked.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>Nobody is booked on this project yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Person</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Crew</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>When</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {booked.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.personName}</Table.Td>
                  <Table.Td>
                    {names.get(i.crewId)} · {i.functionName}
                  </Table.Td>
                  <Table.Td>
                    {formatDayRange(i.startDate, i.endDate)} {i.startTime}–{i.endTime}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
