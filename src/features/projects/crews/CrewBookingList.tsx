import { Fragment, useState } from 'react';
import { Button, Table, Text, Title } from '@mantine/core';
import { Plural, Trans } from '@lingui/react/macro';
import { isBooked } from '../../../sync/actions/crewItems';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import { formatDayRangeEnds, formatTimeRange } from '../../../lib/dates';

/** Rows a collapsed booking shows: a screenful at 390 px, the rest one tap away. */
const ROWS_SHOWN = 10;

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
  const [expanded, setExpanded] = useState(false);
  const rows = expanded ? booked : booked.slice(0, ROWS_SHOWN);
  const hidden = booked.length - rows.length;
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
              {rows.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.personName}</Table.Td>
                  <Table.Td>
                    {names.get(i.crewId)} · {i.functionName}
                  </Table.Td>
                  {/* Time on its own line: beside a range it broke into four lines at 390 px.
                      Each day stays on one line ("do 11 feb" above "2027" read as two dates);
                      a range may break only after its dash, which stays with the first day. */}
                  <Table.Td>
                    <div>
                      {formatDayRangeEnds(i.startDate, i.endDate).map((day, n) => (
                        <Fragment key={n}>
                          {n > 0 && '\u00a0– '}
                          <span style={{ whiteSpace: 'nowrap' }}>{day}</span>
                        </Fragment>
                      ))}
                    </div>
                    <div>{formatTimeRange(i.startTime, i.endTime)}</div>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(expanded || hidden > 0) && (
        <Button
          variant="subtle"
          mih={44}
          mt="xs"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? (
            <Trans>Show fewer bookings</Trans>
          ) : (
            <Plural value={hidden} one="Show # more booking" other="Show # more bookings" />
          )}
        </Button>
      )}
    </section>
  );
}
