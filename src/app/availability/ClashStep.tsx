import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { worstSeverity, type Collision } from '../../api/schemas/availabilityRules';
import { CollisionList, type CollisionNames } from './CollisionList';

type Props = {
  collisions: readonly Collision[];
  names: CollisionNames;
  /** Said before the list, e.g. that an approved vacation must be approved again. */
  intro?: ReactNode;
  /** "Request anyway", "Apply anyway"...: what going on does. */
  confirmLabel: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  /** Back to the form (or away), nothing queued. */
  onCancel: () => void;
  cancelLabel?: ReactNode;
};

/**
 * Asked BEFORE a change is queued when it collides with the person's calendar: what it
 * collides with, in words and dates, and a clear choice. Works offline: the collisions come
 * from the local tables through the shared availability rules.
 */
export function ClashStep({
  collisions,
  names,
  intro,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  cancelLabel,
}: Props) {
  const severe = worstSeverity(collisions) === 'block';
  return (
    <Stack>
      {intro && <Text size="sm">{intro}</Text>}
      {collisions.length > 0 && (
        <Alert color={severe ? 'red' : 'yellow'} variant="light" p="sm">
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {severe ? (
                <Trans>This clashes with something already agreed:</Trans>
              ) : (
                <Trans>Good to know before you go on:</Trans>
              )}
            </Text>
            <CollisionList collisions={collisions} names={names} />
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? <Trans>Cancel</Trans>}
        </Button>
        <Button color={severe ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
