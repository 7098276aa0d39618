import { Group, Rating, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Crew, CrewMember } from '../../db/db';
import { rateCrewMember } from '../../sync/actions/crews';
import { localSaveFailure } from '../../app/errors';

/** 1–5 per crew rating type for one member; each change is queued (offline too). */
export function MemberRatings({ crew, member }: { crew: Crew; member: CrewMember }) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  if (crew.ratingTypes.length === 0) return null;
  const valueOf = (typeId: number) =>
    member.ratings.find((r) => r.ratingTypeId === typeId)?.value ?? 0;
  return (
    <>
      {crew.ratingTypes.map((type) => (
        <Group key={type.id} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {type.name}
          </Text>
          <Rating
            size="sm"
            value={valueOf(type.id)}
            role="radiogroup"
            aria-label={t`${type.name} of ${member.name}`}
            getSymbolLabel={(n) => t`${type.name}: ${n} of 5`}
            onChange={(value) => {
              setError(null);
              rateCrewMember(member.id, type.id, value).catch((e: unknown) =>
                setError(localSaveFailure(e, i18n, t`The rating could not be saved.`)),
              );
            }}
          />
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
