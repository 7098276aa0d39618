import { Alert, Button, Group, Modal, Rating, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlannerCrew, PlannerCrewItem } from '../../../db/db';
import { rateCrewItem } from '../../../sync/actions/crewItems';
import { localSaveFailure } from '../../../app/errors';

type Props = {
  target: { item: PlannerCrewItem; types: PlannerCrew['ratingTypes'] } | null;
  onClose: () => void;
};

/** The planner rates a booked person's work, 1 to 5 per rating type; each star is queued. */
export function RateCrewItemModal({ target, onClose }: Props) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const item = target?.item;
  return (
    <Modal opened={target !== null} onClose={onClose} title={t`Rate the work`}>
      {target && item && (
        <Stack>
          <Text size="sm">
            {item.personName} · {item.functionName}
          </Text>
          {target.types.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>No rating types are set up.</Trans>
            </Text>
          )}
          {target.types.map((type) => (
            <Group key={type.id} justify="space-between">
              <Text size="sm">{type.name}</Text>
              <Rating
                size="lg"
                aria-label={type.name}
                value={item.ratings.find((r) => r.ratingTypeId === type.id)?.value ?? 0}
                onChange={(value) => {
                  setError(null);
                  rateCrewItem(item.id, type.id, value).catch((e: unknown) =>
                    setError(localSaveFailure(e, i18n, e instanceof Error ? e.message : String(e))),
                  );
                }}
              />
            </Group>
          ))}
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
