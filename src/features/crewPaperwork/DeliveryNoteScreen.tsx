import { Divider, Stack, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { LastSynced } from '../../app/sync/LastSynced';
import { useCrew } from '../../db/crewsHooks';
import { useDeliveryNote } from '../../db/crewPaperworkHooks';
import { useRefreshOnOpen } from '../../sync/useSync';
import { DataLoading, EmptyState } from '../../app/frame/DataFrame';
import { CrewChiefSheetSection } from './CrewChiefSheetSection';
import { DeliveryNoteContent } from './DeliveryNoteContent';
import { DeliveryNoteSteps } from './DeliveryNoteSteps';

const RESOURCES = ['deliveryNotes', 'crewChiefSheets'] as const;

/**
 * /crews/{id}/delivery-note: the crew's delivery note with its steps (release → signed →
 * send) and the crew chief sheet, all from the job pack, so it works offline.
 */
export function DeliveryNoteScreen() {
  const p = useParams({ strict: false });
  const crewId = Number(p.id);
  const id = Number.isInteger(crewId) ? crewId : -1;
  useRefreshOnOpen(RESOURCES);
  const note = useDeliveryNote(id);
  const crew = useCrew(id);

  if (note === undefined) return <DataLoading />;
  return (
    <Stack gap="md">
      <LastSynced resource="deliveryNotes" />
      {!note ? (
        <EmptyState>
          <Trans>Delivery note not found</Trans>
        </EmptyState>
      ) : (
        <>
          <DeliveryNoteContent note={note} />
          <Divider />
          <Title order={3} size="h5">
            <Trans>Steps</Trans>
          </Title>
          <DeliveryNoteSteps note={note} contactName={crew?.contactOnSite?.name ?? ''} />
        </>
      )}
      <Divider />
      <CrewChiefSheetSection crewId={id} />
    </Stack>
  );
}
