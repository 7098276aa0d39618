import { NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SignOff } from '../../db/db';
import { HOURS_FIELDS, hoursProblem, type HoursDraft, type HoursField } from './hoursDraft';

type SignOffLine = SignOff['lines'][number];

type Props = {
  lines: readonly SignOffLine[];
  draft: HoursDraft;
  disabled: boolean;
  onChange: (crewItemId: number, field: HoursField, value: number | string) => void;
};

/**
 * Proposed, paid and charged hours per member, in quarter hours: one card per member with the
 * three inputs side by side, so it fits a phone without scrolling sideways.
 */
export function SignOffHoursTable({ lines, draft, disabled, onChange }: Props) {
  const { t } = useLingui();
  const problemText = (value: number | string) => {
    switch (hoursProblem(value)) {
      case 'missing':
        return t`Enter the hours`;
      case 'range':
        return t`Between 0 and 24 hours`;
      case 'quarter':
        return t`Use quarter hours (e.g. 7.25)`;
      default:
        return undefined;
    }
  };
  const shortLabel: Record<HoursField, string> = {
    proposedHours: t`Proposed`,
    paidHours: t`Paid`,
    chargedHours: t`Charged`,
  };
  const fieldLabel = (field: HoursField, name: string) =>
    field === 'proposedHours'
      ? t`Proposed hours of ${name}`
      : field === 'paidHours'
        ? t`Paid hours of ${name}`
        : t`Charged hours of ${name}`;

  return (
    <Stack gap="xs" component="ul" aria-label={t`Hours per member`} p={0} m={0}>
      {lines.map((l) => (
        <Paper key={l.crewItemId} component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
          <Text fw={600} size="sm">
            {l.name}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {l.functionName}
          </Text>
          <SimpleGrid cols={3} spacing="xs">
            {HOURS_FIELDS.map((field) => {
              const value = draft[l.crewItemId]?.[field] ?? '';
              return (
                <NumberInput
                  key={field}
                  label={shortLabel[field]}
                  aria-label={fieldLabel(field, l.name)}
                  value={value}
                  onChange={(v) => onChange(l.crewItemId, field, v)}
                  min={0}
                  max={24}
                  step={0.25}
                  decimalScale={2}
                  allowNegative={false}
                  disabled={disabled}
                  error={problemText(value)}
                  size="xs"
                />
              );
            })}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
