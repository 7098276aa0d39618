import { useLingui } from '@lingui/react/macro';
import type { Job } from '../../db/db';

/** The words for a job's status, in the active language. */
export function useJobStatusLabel(): (status: Job['status']) => string {
  const { t } = useLingui();
  return (status) => {
    switch (status) {
      case 'confirmed':
        return t`Confirmed`;
      case 'toConfirm':
        return t`To confirm`;
      case 'requested':
        return t`Requested`;
      case 'applied':
        // The person's own state ("I have applied"), not the jobs tab's group name.
        return t({ message: 'Applied for', context: 'job status' });
      default:
        return t`Cancelled`;
    }
  };
}
