import { useState } from 'react';
import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Project, PlannerCrew, PlannerCrewItem } from '../../../db/db';
import { useWithFlags } from '../../../db/withFlags';
import { ConfirmModal } from '../../../app/ConfirmModal';
import { normaliseLoginTypes } from '../../../session/loginTypes';
import { useSession } from '../../../session/useSession';
import { stepCrewItem } from '../../../sync/actions/crewItems';
import { ActivateCrewItemModal } from './ActivateCrewItemModal';
import { focusCrewItem } from './focusCrewItem';
import { RateCrewItemModal } from './RateCrewItemModal';
import { CrewBookingList } from './CrewBookingList';
import { CrewCard } from './CrewCard';
import { CrewItemFormModal, type CrewItemFormTarget } from './CrewItemFormModal';
import type { CrewItemIntent } from './CrewItemRow';
import { fillRateOf } from './fillRate';
import { useProjectCrews } from './useProjectCrews';
import { DEVICE_FULL, localSaveFailure } from '../../../app/errors';

type Confirming = { item: PlannerCrewItem; action: 'notNeeded' | 'noShow' } | null;

/**
 * The project's crews (issue 13), mounted by the project's detail screen: each crew with its
 * crew items and fill rate, the project's fill rate, the crew booking, and for planners the
 * six crew item status actions, queued offline with their pending badges. Clients read.
 */
export function ProjectCrewsSection({ project }: { project: Project }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const canAct =
    session.status === 'authenticated' &&
    normaliseLoginTypes(session.payload.loginData.loginTypes).has('planner');
  const { data: rows, refresh } = useProjectCrews(project.number);
  const [data, flags] = useWithFlags(rows, 'projectCrewItems') ?? [];
  const [activating, setActivating] = useState<PlannerCrewItem | null>(null);
  const [form, setForm] = useState<CrewItemFormTarget | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [error, setError] = useState<string | null>(null);
  const [rating, setRating] = useState<number | null>(null);

  const run = (item: PlannerCrewItem, action: 'notNeeded' | 'reactivate' | 'noShow') => {
    setError(null);
    stepCrewItem(item.id, action).catch((e: unknown) =>
      setError(localSaveFailure(e, i18n, e instanceof Error ? e.message : String(e))),
    );
  };
  const onAction = (item: PlannerCrewItem, intent: CrewItemIntent) => {
    if (intent === 'activate') setActivating(item);
    else if (intent === 'update') setForm({ kind: 'update', item });
    else if (intent === 'reactivate') run(item, 'reactivate');
    else if (intent === 'rate') setRating(item.id);
    else setConfirming({ item, action: intent });
  };
  const onAdd = (crew: PlannerCrew) =>
    setForm({ kind: 'create', crew, startDate: project.beginDate, endDate: project.endDate });

  const waiting =
    data === undefined || flags === undefined || (data.crews.length === 0 && refresh === 'loading');
  const total = data ? fillRateOf(data.items) : { booked: 0, needed: 0 };
  // Read live from the table, so the stars follow each rating as it is queued.
  const ratedItem = rating === null ? undefined : data?.items.find((i) => i.id === rating);
  const rated = ratedItem
    ? {
        item: ratedItem,
        types: data?.crews.find((c) => c.id === ratedItem.crewId)?.ratingTypes ?? [],
      }
    : null;
  const who = confirming?.item.personName ?? confirming?.item.functionName ?? '';

  return (
    <Stack component="section" aria-labelledby="project-crews-title" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4" id="project-crews-title">
          <Trans>Crews</Trans>
        </Title>
        {data && data.crews.length > 0 && (
          <Badge variant="light" color={total.booked >= total.needed ? 'green' : 'yellow'}>
            <Trans>
              Project: {total.booked} of {total.needed} booked
            </Trans>
          </Badge>
        )}
      </Group>
      {error && (
        <Alert color="red" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {waiting ? (
        <Group justify="center" p="md">
          <Loader size="sm" role="img" aria-label={t`Loading crews`} />
        </Group>
      ) : data.crews.length === 0 ? (
        <Text c="dimmed" size="sm">
          {refresh === 'offline' ? (
            <Trans>
              The crews of this project are not on this device yet. Open it once while online.
            </Trans>
          ) : refresh === 'full' ? (
            i18n._(DEVICE_FULL)
          ) : refresh === 'failed' ? (
            <Trans>The crews could not be loaded. Try again later.</Trans>
          ) : (
            <Trans>This project has no crews yet.</Trans>
          )}
        </Text>
      ) : (
        <>
          {data.crews.map((crew) => (
            <CrewCard
              key={crew.id}
              crew={crew}
              items={data.items.filter((i) => i.crewId === crew.id)}
              flags={flags}
              canAct={canAct}
              onAction={onAction}
              onAdd={onAdd}
            />
          ))}
          <CrewBookingList crews={data.crews} items={data.items} />
        </>
      )}
      <ActivateCrewItemModal
        projectNumber={project.number}
        item={activating}
        onClose={() => {
          if (activating) focusCrewItem(activating.id);
          setActivating(null);
        }}
      />
      <RateCrewItemModal
        target={rated}
        onClose={() => {
          if (rating !== null) focusCrewItem(rating);
          setRating(null);
        }}
      />
      <CrewItemFormModal
        projectNumber={project.number}
        target={form}
        onClose={() => {
          if (form?.kind === 'update') focusCrewItem(form.item.id);
          setForm(null);
        }}
      />
      <ConfirmModal
        opened={confirming !== null}
        title={confirming?.action === 'noShow' ? t`Mark as no-show?` : t`Mark as not needed?`}
        text={
          confirming?.action === 'noShow'
            ? t`${who} did not show up. The crew chief sees it too.`
            : t`${who} is no longer needed. A booked person sees the crew item as cancelled.`
        }
        confirmLabel={confirming?.action === 'noShow' ? t`No-show` : t`Not needed`}
        danger
        onConfirm={() => confirming && run(confirming.item, confirming.action)}
        onClose={() => {
          if (confirming) focusCrewItem(confirming.item.id);
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
