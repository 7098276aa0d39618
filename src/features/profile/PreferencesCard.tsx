import {
  Card,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  Title,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useSetting } from '../../db/hooks';
import {
  DEFAULT_MAP_SERVICE,
  MAP_SERVICE_SETTING,
  TIMEZONE_SETTING,
  isMapService,
  useMapService,
  type MapService,
} from '../../db/profileHooks';
import { writeSetting } from '../../db/sessionStore';
import { zoneLabel, zoneMatches } from '../../lib/timeZones';

const FOLLOW_PROFILE = 'profile';

function timezones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
}

/** A zone is found by its readable label or by its id (zoneMatches). */
const byLabelOrId: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((o) => zoneMatches(o, search));

/**
 * Settings of this device, kept across logout like the language (SPEC §4): the map service for
 * location links, and the timezone dates are shown in. The profile's own timezone is personal
 * data kept by the office (read-only above); this choice only changes how this device shows
 * times, e.g. while working abroad.
 */
export function PreferencesCard({ profileTimezone }: { profileTimezone: string | null }) {
  const { t, i18n } = useLingui();
  const stored = useMapService();
  // Shown at once; the stored setting (a live query) follows a moment later.
  const [picked, setPicked] = useState<MapService | null>(null);
  const mapService = picked ?? stored;
  const storedZone = useSetting(TIMEZONE_SETTING);
  const [pickedZone, setPickedZone] = useState<string | null>(null);
  const chosenZone = pickedZone ?? storedZone;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const locale = i18n.locale;
  const followName = zoneLabel(profileTimezone ?? browserZone, locale);
  const zones = useMemo(
    () => [
      // The zone first: at 390 px the field shows about 35 characters, and the zone is what
      // the person needs to read; the rest may end in an ellipsis. Readable labels in the
      // person's language (zoneLabel); the id stays the value stored.
      { value: FOLLOW_PROFILE, label: t`${followName} (as in my profile)` },
      ...timezones().map((z) => ({ value: z, label: zoneLabel(z, locale) })),
    ],
    [t, followName, locale],
  );

  return (
    <Card withBorder component="section" aria-labelledby="profile-preferences">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-preferences">
          <Trans>Settings on this device</Trans>
        </Title>
        <Radio.Group
          label={t`Map service`}
          description={t`Locations of your jobs open in this map service.`}
          value={mapService ?? DEFAULT_MAP_SERVICE}
          onChange={(value) => {
            if (!isMapService(value)) return;
            setPicked(value);
            void writeSetting(MAP_SERVICE_SETTING, value);
          }}
        >
          <Group mt="xs">
            <Radio value="google" label="Google Maps" />
            <Radio value="apple" label="Apple Maps" />
            <Radio value="osm" label="OpenStreetMap" />
          </Group>
        </Radio.Group>
        <Select
          label={t`Timezone`}
          description={t`Which day is today follows this timezone. Job times are the local times of the site.`}
          data={zones}
          value={chosenZone || FOLLOW_PROFILE}
          onChange={(value) => {
            const next = !value || value === FOLLOW_PROFILE ? '' : value;
            setPickedZone(next);
            void writeSetting(TIMEZONE_SETTING, next);
          }}
          searchable
          filter={byLabelOrId}
          allowDeselect={false}
          nothingFoundMessage={t`No timezone found`}
          maxDropdownHeight={280}
          styles={{ input: { textOverflow: 'ellipsis' } }}
        />
        <Text size="xs" c="dimmed">
          <Trans>These settings stay on this device, also after logging out.</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
