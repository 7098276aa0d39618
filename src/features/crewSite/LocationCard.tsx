import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconMapPin } from '@tabler/icons-react';
import type { Location } from '../../db/db';
import { useSetting } from '../../db/hooks';
import { mapLink, mapServiceOf } from '../../lib/mapLink';

const EXTERNAL_REL = 'noopener noreferrer';

/** A place: name, address, notes, and a link that opens it in the person's map service. */
export function LocationCard({ location }: { location: Location }) {
  const mapService = mapServiceOf(useSetting('mapService'));
  const address = [location.address, location.city].filter(Boolean).join(', ');
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {location.name}
        </Title>
        <Text size="sm">{location.address}</Text>
        <Text size="sm">{location.city}</Text>
        {location.notes && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              <Trans>Notes</Trans>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {location.notes}
            </Text>
          </Stack>
        )}
        {address && (
          <Anchor href={mapLink(mapService, address)} target="_blank" rel={EXTERNAL_REL}>
            <Group gap={4} component="span">
              <IconMapPin size={18} aria-hidden />
              <Trans>Open in map</Trans>
            </Group>
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
