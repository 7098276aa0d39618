import { Anchor, Card, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { JobDetail } from '../../db/jobsHooks';

/** The crew chief (with a phone link) and the colleagues of a job. */
export function JobPeople({ detail }: { detail: JobDetail }) {
  const chief = detail.crewChief;
  return (
    <>
      <Card withBorder>
        <Stack gap={6}>
          <Text fw={600}>
            <Trans>Crew chief</Trans>
          </Text>
          {chief ? (
            <>
              <Anchor component={Link} to={`/crew-profile/${chief.personId}`} size="sm">
                {chief.name}
              </Anchor>
              {chief.phone && (
                <Anchor href={`tel:${chief.phone.replace(/\s+/g, '')}`} size="sm">
                  {chief.phone}
                </Anchor>
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>No crew chief yet</Trans>
            </Text>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap={6}>
          <Text fw={600} id={`colleagues-${detail.id}`}>
            <Trans>Colleagues</Trans>
          </Text>
          {detail.colleagues.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No colleagues on this job</Trans>
            </Text>
          ) : (
            <ul aria-labelledby={`colleagues-${detail.id}`} style={{ margin: 0, paddingLeft: 18 }}>
              {detail.colleagues.map((c, i) => (
                <li key={`${c.personId}-${i}`}>
                  <Text size="sm" component="span">
                    <Anchor component={Link} to={`/crew-profile/${c.personId}`}>
                      {c.name}
                    </Anchor>{' '}
                    · {c.functionName}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </Card>
    </>
  );
}
