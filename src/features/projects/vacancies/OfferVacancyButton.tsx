import { useState } from 'react';
import { Button } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProjectVacancy } from '../../../db/projectCopyHooks';
import { ConfirmModal } from '../../../app/ConfirmModal';
import { formatDayRange, formatTimeRange } from '../../../lib/dates';

type Props = {
  vacancy: Pick<
    ProjectVacancy,
    'projectName' | 'functionName' | 'startDate' | 'endDate' | 'startTime' | 'endTime'
  >;
  onOffer: () => void;
};

/**
 * "Offer to crew", asked first: an offer puts the item before the crew as a vacancy to apply
 * for, and the app has no way to take it back (SPEC §4 knows only applying and withdrawing an
 * application), so a slip of the thumb must not send it.
 */
export function OfferVacancyButton({ vacancy: v, onOffer }: Props) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const role = v.functionName;
  const project = v.projectName;
  const when = `${formatDayRange(v.startDate, v.endDate)}, ${formatTimeRange(v.startTime, v.endTime)}`;
  return (
    <>
      <Button
        size="sm"
        mih={44}
        onClick={() => setAsking(true)}
        aria-label={t`Offer to crew: ${v.projectName}, ${v.functionName}`}
      >
        <Trans>Offer to crew</Trans>
      </Button>
      <ConfirmModal
        opened={asking}
        title={t`Offer to crew?`}
        text={t`${role} on ${project} (${when}) goes out to the crew as a vacancy: crew members see it and can apply. An offer cannot be taken back.`}
        confirmLabel={t`Offer to crew`}
        onConfirm={onOffer}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
