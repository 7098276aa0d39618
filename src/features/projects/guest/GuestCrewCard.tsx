import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDayRange, formatTimeRange } from '../../../lib/dates';
import { crewHours } from './crewHours';
import type { GuestCrew } from './useGuestLanding';

/** A link tall enough to tap (44 px), on its own line. */
const TAP = { display: 'flex', alignItems: 'center', minHeight: 44 } as const;

/**
 * One crew on the guest's landing page: when and where it works, and the people the guest
 * may contact (SPEC §5: crew, crew chief contact, crew member contact, location routes).
 */
export function GuestCrewCard({ crew, members, location }: GuestCrew) {
  const { t } = useLingui();
  const hours = crewHours(members);
  const chiefName = crew.chief?.name ?? '';
  const days = formatDayRange(crew.startDate, crew.endDate);
  return (
    <Card withBorder padding="sm" component="li" aria-label={crew.name}>
      <Stack gap={4}>
        <Title order={3} size="h5">
          <Anchor component={Link} to={`/crews/${crew.id}`} style={TAP}>
            {crew.name}
          </Anchor>
        </Title>
        <Text size="sm">{hours ? `${days} · ${hours}` : days}</Text>
        {crew.locationId !== null ? (
          <Anchor component={Link} to={`/locations/${crew.locationId}`} size="sm" style={TAP}>
            {location ? `${location.name}, ${location.address}, ${location.city}` : t`Location`}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No location given</Trans>
          </Text>
        )}
        {crew.chief && (
          <Anchor
            component={Link}
            to={`/crews/${crew.id}/contact-crew-chief`}
            size="sm"
            style={TAP}
          >
            <Trans>Crew chief: {chiefName}</Trans>
          </Anchor>
        )}
        <Text size="sm" fw={600} mt={4}>
          <Trans>Crew members</Trans>
        </Text>
        {members.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No crew members yet</Trans>
          </Text>
        ) : (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {members.map((m) => (
              <li key={m.id}>
                <Anchor
                  component={Link}
                  to={`/crews/${crew.id}/contact-crew-member/${m.contactId}`}
                  size="sm"
                  style={TAP}
                >
                  {m.name} · {m.functionName} · {formatTimeRange(m.startTime, m.endTime)}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
