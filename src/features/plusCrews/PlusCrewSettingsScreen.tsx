import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { LastSynced } from '../../app/sync/LastSynced';
import { PendingBadge } from '../../app/sync/PendingBadge';
import type { PlusCrewRef, PlusCrewValue, PlusCrewValueType } from '../../db/db';
import { useWithFlags } from '../../db/withFlags';
import {
  usePlusCrewByNumber,
  usePlusCrewRefs,
  usePlusCrewValues,
  usePlusCrewValueTypes,
} from '../../db/plusCrewHooks';
import { hasRight } from '../../session/rights';
import { useSession } from '../../session/useSession';
import { updatePlusCrewValue, VALUE_CAPTIONS } from '../../sync/actions/plusCrewFigures';
import { useRefreshOnOpen } from '../../sync/useSync';
import { CrewMissing } from './CrewMissing';
import { EntityName } from '../../app/layout/EntityName';
import { useFigureField } from './useFigureField';
import { FieldWithAction } from '../../app/form/FieldRow';
import { dataSourceLabel, valueTypeLabel } from './valueLabels';
import { removesSetting } from './settingsSave';
import { ConfirmModal } from '../../app/ConfirmModal';
import { showToast } from '../../app/toasts/toastStore';
import { localSaveFailure } from '../../app/errors';

const RESOURCES = [
  'plusCrews',
  'plusCrewValueTypes',
  'plusCrewValues',
  'plusCrewDataSourceTypes',
] as const;
const SETTINGS: readonly string[] = [VALUE_CAPTIONS.targetBorder, VALUE_CAPTIONS.teamBonus];

/**
 * /plus-crews/{number}/settings (SPEC §2): the target border and team bonus (amounts) and
 * where each daily series comes from. Changed by the plusCrews EDIT right (the server
 * checks it too), through the outbox; read-only otherwise.
 */
export function PlusCrewSettingsScreen({ number }: { number: string }) {
  const { t } = useLingui();
  useRefreshOnOpen(RESOURCES);
  const session = useSession();
  const mayEdit =
    session.status === 'authenticated' && hasRight(session.rights, 'plusCrews', 'EDIT');
  const crew = usePlusCrewByNumber(number);
  const types = usePlusCrewValueTypes();
  // A setting changed offline waits in the outbox: its flag is read after it, never before.
  const [values, flags] = useWithFlags(usePlusCrewValues(crew?.id), 'plusCrewValues') ?? [];
  const refs = usePlusCrewRefs();
  if (crew === undefined || types === undefined || !values || !flags || refs === undefined) {
    return <DataLoading />;
  }
  if (crew === null) return <CrewMissing />;
  const typeOf = (v: PlusCrewValue) => types.find((x) => x.id === v.valueTypeId);
  return (
    <Stack gap="md">
      <EntityName>{crew.name}</EntityName>
      <LastSynced resource="plusCrewValues" />
      {!mayEdit && (
        <Alert color="gray" role="status">
          <Trans>
            You may read these settings; changing them needs the right to edit plus crews.
          </Trans>
        </Alert>
      )}
      {values.length === 0 && <EmptyState>{t`Required value types not found`}</EmptyState>}
      {values.map((v) => {
        const type = typeOf(v);
        return type ? (
          <ValueSettings
            key={v.id}
            value={v}
            type={type}
            sources={refs.dataSourceTypes}
            mayEdit={mayEdit}
            pending={<PendingBadge flag={flags.get(v.id)} />}
          />
        ) : null;
      })}
    </Stack>
  );
}

type RowProps = {
  value: PlusCrewValue;
  type: PlusCrewValueType;
  sources: PlusCrewRef[];
  mayEdit: boolean;
  pending: React.ReactNode;
};

function ValueSettings({ value, type, sources, mayEdit, pending }: RowProps) {
  const { t, i18n } = useLingui();
  const title = valueTypeLabel(type.caption, i18n);
  const figure = useFigureField();
  const isSetting = SETTINGS.includes(type.caption);
  const [amount, setAmount] = useState(figure.show(value.amount));
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [askRemoval, setAskRemoval] = useState(false);
  const save = async (change: Parameters<typeof updatePlusCrewValue>[1], saved: string) => {
    try {
      setFailure(null);
      await updatePlusCrewValue(value.id, change);
      showToast({ type: 'success', message: saved });
    } catch (error) {
      setFailure(localSaveFailure(error, i18n, t`The change could not be saved on this device.`));
    }
  };
  const saveAmount = (confirmed: boolean) => {
    const problem = figure.problem(amount, 'money');
    setError(problem);
    if (problem) return;
    const typed = amount.trim() === '' ? null : figure.read(amount);
    if (!confirmed && removesSetting(typed, value.amount)) {
      setAskRemoval(true);
      return;
    }
    void save(
      { amount: typed },
      typed === null
        ? t`${title} removed. It is sent to the server when possible.`
        : t`${title} saved. It is sent to the server when possible.`,
    );
  };
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Group gap="xs">
        <Text fw={600}>{title}</Text>
        {pending}
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <ConfirmModal
        opened={askRemoval}
        title={t`Remove the ${title}?`}
        text={
          type.caption === VALUE_CAPTIONS.targetBorder
            ? t`Without a target border the crew has no bonus threshold, and the dashboard forecasts no team bonus.`
            : t`The amount is removed; the field stays empty until someone enters a new one.`
        }
        confirmLabel={t`Remove`}
        danger
        onConfirm={() => saveAmount(true)}
        onClose={() => setAskRemoval(false)}
      />
      {isSetting ? (
        <FieldWithAction
          maw={420}
          action={
            mayEdit && (
              <Button mih={44} onClick={() => saveAmount(false)}>
                <Trans>Save</Trans>
              </Button>
            )
          }
        >
          <TextInput
            label={t`Amount`}
            inputMode="decimal"
            value={amount}
            error={error}
            readOnly={!mayEdit}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
        </FieldWithAction>
      ) : (
        <NativeSelect
          label={t`Data source`}
          disabled={!mayEdit}
          value={value.dataSourceTypeId === null ? '' : String(value.dataSourceTypeId)}
          data={[
            { value: '', label: t`Not set` },
            ...sources.map((s) => ({ value: String(s.id), label: dataSourceLabel(s.name, i18n) })),
          ]}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            void save(
              { dataSourceTypeId: raw === '' ? null : Number(raw) },
              t`Data source of ${title} saved. It is sent to the server when possible.`,
            );
          }}
        />
      )}
    </Stack>
  );
}
