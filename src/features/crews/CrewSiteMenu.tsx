import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCrewSecurityChecks } from '../../db/crewsHooks';
import { formatDay } from '../../lib/dates';
import { shiftLabel } from '../../app/labels/shiftLabel';

/** The chief's site screens of one crew (other slices build them; this only links). */
export function CrewSiteMenu({ crewId }: { crewId: number }) {
  const { t, i18n } = useLingui();
  const checks = useCrewSecurityChecks(crewId) ?? [];
  const base = `/crews/${crewId}`;
  const items = [
    { to: `${base}/check-in`, label: t`Check-in` },
    { to: `${base}/check-out`, label: t`Check-out` },
    { to: `${base}/sign-off`, label: t`Sign-off` },
    { to: `${base}/delivery-note`, label: t`Delivery note` },
    { to: `${base}/photos`, label: t`Photos` },
    { to: `${base}/contact-crew-chief`, label: t`Contact crew chief` },
    { to: `${base}/contact-contact-on-site`, label: t`Contact on site` },
    { to: `${base}/crew-chief-location`, label: t`Location` },
  ];
  return (
    <Stack gap="xs" component="nav" aria-label={t`Site screens`}>
      <SimpleGrid cols={2} spacing="xs">
        {items.map((item) => (
          <Button key={item.to} component={Link} to={item.to} variant="light" size="sm">
            {item.label}
          </Button>
        ))}
      </SimpleGrid>
      {checks.length > 0 && (
        <Text fw={600} size="sm">
          <Trans>Security checks</Trans>
        </Text>
      )}
      {checks.map((c) => (
        <Button
          key={c.id}
          component={Link}
          to={`${base}/security-check/${c.formId}/${c.date}/${encodeURIComponent(c.shift)}`}
          variant="subtle"
          size="sm"
          justify="flex-start"
        >
          {c.title} · {formatDay(c.date)} · {shiftLabel(c.shift, i18n)}
        </Button>
      ))}
    </Stack>
  );
}
