import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MobileDocument } from '../../db/profileHooks';

export const TYPE_LABELS: Record<MobileDocument['type'], MessageDescriptor> = {
  identity: msg`Identity document`,
  drivingLicence: msg`Driving licence`,
  certificate: msg`Certificate`,
  workPermit: msg`Work permit`,
  other: msg`Other document`,
};

export const STATUS_LABELS: Record<MobileDocument['status'], MessageDescriptor> = {
  approved: msg`Approved`,
  awaitingApproval: msg`Awaiting approval`,
  rejected: msg`Rejected`,
};

export const STATUS_COLORS: Record<MobileDocument['status'], string> = {
  approved: 'green',
  awaitingApproval: 'yellow',
  rejected: 'red',
};
