import { NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { SignOff } from '../../db/db';
import { HOURS_REASON_MAX, type HoursEntryProblem } from '../../sync/actions/crewPaperwork';
import {
  HOURS_FIELDS,
  lineProblems,
  needsReason,
  shownProblems,
  type HoursDraft,
  type HoursDraftLine,
  type HoursField,
  type TouchedFields,
} from './hoursDraft';
import { ProposalText } from './ProposalText';

type SignOffLine = SignOff['lines'][number];

type Props = {
  lines: readonly SignOffLine[];
  stepMinutes: number;
  draft: HoursDraft;
  /** Per member, the fields changed: only their problems show until a save is tried. */
  touched: Record<number, TouchedFields>;
  attempted: boolean;
  disabled: boolean;
  onChange: (crewItemId: number, field: keyof HoursDraftLine, value: number | string) => void;
};

/**
 * Paid and charged hours per member, with where the proposal comes from and, when the hours
 * differ from it, the reason: one card per member, so it fits a phone without scrolling
 * sideways. Nothing is clamped: -3 or 99999 stay as typed and get a message.
 */
export function SignOffHoursTable({
  lines,
  stepMinutes,
  draft,
  touched,
  attempted,
  disabled,
  onChange,
}: Props) {
  const { t } = useLingui();
  const hoursText = (problem: HoursEntryProblem | null) => {
    switch (problem) {
      case 'missing':
        return t`Enter the hours`;
      case 'notNumber':
        return t`Hours must be a number`;
      case 'negative':
        return t`Hours cannot be negative`;
      case 'tooMany':
        return t`At most 24 hours`;
      case 'step':
        return t`Use quarter hours (e.g. 7.25)`;
      default:
        return undefined;
    }
  };
  const shortLabel: Record<HoursField, string> = { paidHours: t`Paid`, chargedHours: t`Charged` };
  const fieldLabel = (field: HoursField, name: string) =>
    field === 'paidHours' ? t`Paid hours of ${name}` : t`Charged hours of ${name}`;
  const max = HOURS_REASON_MAX;

  return (
    <Stack gap="xs" component="ul" aria-label={t`Hours per member`} p={0} m={0}>
      {lines.map((l) => {
        const d = draft[l.crewItemId] ?? { paidHours: '', chargedHours: '', reason: '' };
        const problems = shownProblems(lineProblems(l, d), touched[l.crewItemId], attempted);
        const showReason = needsReason(l, d) || d.reason !== '';
        const name = l.name;
        const used = d.reason.length;
        return (
          <Paper key={l.crewItemId} component="li" withBorder p="sm" style={{ listStyle: 'none' }}>
            <Text fw={600} size="sm">
              {l.name}
            </Text>
            <Text size="xs" c="dimmed">
              {l.functionName}
            </Text>
            <ProposalText line={l} stepMinutes={stepMinutes} locked={disabled} />
            <SimpleGrid cols={2} spacing="xs">
              {HOURS_FIELDS.map((field) => (
                <NumberInput
                  key={field}
                  label={shortLabel[field]}
                  aria-label={fieldLabel(field, l.name)}
                  value={d[field]}
                  onChange={(v) => onChange(l.crewItemId, field, v)}
                  step={0.25}
                  decimalScale={2}
                  clampBehavior="none"
                  disabled={disabled}
                  error={hoursText(problems[field])}
                />
              ))}
            </SimpleGrid>
            {showReason && (
              <TextInput
                mt="xs"
                label={t`Reason for other hours than proposed`}
                aria-label={t`Reason for the hours of ${name}`}
                description={t`Up to ${max} characters (${used}/${max})`}
                value={d.reason}
                onChange={(e) => onChange(l.crewItemId, 'reason', e.currentTarget.value)}
                disabled={disabled}
                error={
                  problems.reason === 'needed'
                    ? t`Give a reason: the hours differ from the proposal`
                    : problems.reason === 'tooLong'
                      ? t`At most ${max} characters`
                      : undefined
                }
              />
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
