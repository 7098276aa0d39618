import { Badge, Card, Group, Rating, Stack, Text, Title } from '@mantine/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useCrewMemberProfile } from '../../db/crewMemberProfileHooks';
import { formatDate, todayIso } from '../../lib/dates';
import { ratingText } from '../../lib/number';
import { DataLoading } from '../../app/frame/DataFrame';
import type { DetailRefreshState } from '../../sync/useDetailRefresh';

type Props = { personId: number; refresh: DetailRefreshState };

/**
 * One titled part of the profile: its entries as a list named by the title (badges in a row
 * when `inline`, else one under the other), or a line saying there are none.
 */
function Block({
  title,
  empty,
  inline = false,
  gap = 6,
  children,
}: {
  title: ReactNode;
  empty: ReactNode | null;
  inline?: boolean;
  gap?: number | string;
  children: ReactNode;
}) {
  const id = useId();
  const List = inline ? Group : Stack;
  return (
    <Stack gap={6}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List
          gap={gap}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby={id}
        >
          {children}
        </List>
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
  const { t, i18n } = useLingui();
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
          inline
        >
          {row.functions.map(({ name, main }) => (
            <Badge component="li" key={name} variant={main ? 'filled' : 'light'}>
              {main ? t`${name} (main)` : name}
            </Badge>
          ))}
        </Block>
        <Block
          title={<Trans>Tags</Trans>}
          empty={row.tags.length === 0 && <Trans>No tags yet</Trans>}
          inline
        >
          {row.tags.map((tag) => (
            <Badge component="li" key={tag} variant="outline" color="gray">
              {tag}
            </Badge>
          ))}
        </Block>
        <Block
          title={<Trans>Document-based skills</Trans>}
          empty={row.skills.length === 0 && <Trans>No document-based skills yet</Trans>}
          gap={4}
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
        </Block>
        <Block
          title={<Trans>Ratings</Trans>}
          empty={row.ratings.length === 0 && <Trans>No ratings yet</Trans>}
          gap="xs"
        >
          {/* The figures go under their stars: wrapped beside them at 390 px they sat closer
              to the next rating's name than to their own. */}
          {row.ratings.map(({ average: value, count, ...r }) => {
            // "4,1" in German: the reader's decimal sign, as a crew item's row shows it.
            const average = ratingText(value, i18n.locale);
            return (
              <Stack component="li" key={r.ratingTypeId} gap={0}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" miw={120}>
                    {r.name}
                  </Text>
                  <Rating value={value} fractions={10} readOnly aria-hidden />
                </Group>
                <Text size="xs" c="dimmed">
                  {t`${average} of 5`} · <Plural value={count} one="# rating" other="# ratings" />
                </Text>
              </Stack>
            );
          })}
        </Block>
      </Stack>
    </Card>
  );
}
