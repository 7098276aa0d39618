import { Badge, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCrewMemberProfile } from '../../db/crewMemberProfileHooks';
import { formatDate, todayIso } from '../../lib/dates';
import { DataLoading } from '../../app/frame/DataFrame';
import type { DetailRefreshState } from '../../sync/useDetailRefresh';

type Props = { personId: number; refresh: DetailRefreshState };

function Block({
  title,
  empty,
  children,
}: {
  title: ReactNode;
  empty: ReactNode | null;
  children: ReactNode;
}) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/**
 * What a planner reads about a person on /crew-profile/{personId} (SPEC §7 "Crew member"):
 * qualified functions, tags, document-based skills and the chiefs' ratings, from the table
 * the profile's refresh filled (readable offline after one visit).
 */
export function PlannerCrewProfileSection({ personId, refresh }: Props) {
  const { t } = useLingui();
  const row = useCrewMemberProfile(personId);
  if (row === undefined || (row === null && refresh === 'loading')) return <DataLoading />;
  if (row === null) {
    return (
      <Text c="dimmed" size="sm" ta="center">
        {refresh === 'offline' ? (
          <Trans>Functions, tags, skills and ratings load once you are online.</Trans>
        ) : (
          <Trans>Functions, tags, skills and ratings could not be loaded.</Trans>
        )}
      </Text>
    );
  }
  const today = todayIso();
  return (
    <Card withBorder>
      <Stack gap="md">
        <Block
          title={<Trans>Qualified functions</Trans>}
          empty={row.functions.length === 0 && <Trans>No functions yet</Trans>}
        >
          <Group
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Qualified functions`}
          >
            {row.functions.map(({ name, main }) => (
              <Badge component="li" key={name} variant={main ? 'filled' : 'light'}>
                {main ? t`${name} (main)` : name}
              </Badge>
            ))}
          </Group>
        </Block>
        <Block
          title={<Trans>Tags</Trans>}
          empty={row.tags.length === 0 && <Trans>No tags yet</Trans>}
        >
          <Group
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Tags`}
          >
            {row.tags.map((tag) => (
              <Badge component="li" key={tag} variant="outline" color="gray">
                {tag}
              </Badge>
            ))}
          </Group>
        </Block>
        <Block
          title={<Trans>Document-based skills</Trans>}
          empty={row.skills.length === 0 && <Trans>No document-based skills yet</Trans>}
        >
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Document-based skills`}
          >
            {row.skills.map((s) => {
              const expired = s.validUntil !== null && s.validUntil < today;
              const until = s.validUntil ? formatDate(s.validUntil) : '';
              const document = s.documentName;
              return (
                <li key={s.id}>
                  <Text size="sm" fw={500}>
                    {s.skill}
                  </Text>
                  <Text size="xs" c={expired ? 'red' : 'dimmed'}>
                    {s.validUntil === null
                      ? s.documentName
                      : expired
                        ? t`${document}, expired on ${until}`
                        : t`${document}, valid until ${until}`}
                  </Text>
                </li>
              );
            })}
          </Stack>
        </Block>
        <Block
          title={<Trans>Ratings</Trans>}
          empty={row.ratings.length === 0 && <Trans>No ratings yet</Trans>}
        >
          {/* The figures go under their stars: wrapped beside them at 390 px they sat closer
              to the next rating's name than to their own. */}
          <Stack
            gap="xs"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Ratings`}
          >
            {row.ratings.map(({ average, count, ...r }) => (
              <Stack component="li" key={r.ratingTypeId} gap={0}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" miw={120}>
                    {r.name}
                  </Text>
                  <Rating value={average} fractions={10} readOnly aria-hidden />
                </Group>
                <Text size="xs" c="dimmed">
                  {t`${average} of 5`} · <Plural value={count} one="# rating" other="# ratings" />
                </Text>
              </Stack>
            ))}
          </Stack>
        </Block>
      </Stack>
    </Card>
  );
}
