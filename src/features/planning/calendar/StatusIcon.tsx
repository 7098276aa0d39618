import {
  IconAlertTriangle,
  IconBan,
  IconBeach,
  IconCalendarOff,
  IconCircleCheck,
  IconClockHour4,
  IconCoinOff,
  IconFlag,
  IconFirstAidKit,
  IconRefreshAlert,
  IconUserOff,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import type { PlanningStatus } from '../../../sync/planningCalendar';
import { STATUS_COLOURS } from '../../../sync/planningCalendar';

/** An icon per status: colour is never the only cue (legend, cells and rows use both). */
const ICONS: Record<PlanningStatus, Icon> = {
  confirmed: IconCircleCheck,
  requestPending: IconClockHour4,
  doubleBooking: IconAlertTriangle,
  cancellation: IconBan,
  absence: IconUserOff,
  sickDay: IconFirstAidKit,
  vacationDay: IconBeach,
  vacationDayUnpaid: IconCoinOff,
  bankHoliday: IconFlag,
  blockedDate: IconCalendarOff,
  sparePosition: IconUserPlus,
  hasChanged: IconRefreshAlert,
};

/**
 * The status's icon on its light tint with a filled edge; the icon is drawn in the theme's
 * text colour, so it reads in the light and dark scheme alike.
 */
export function StatusIcon({ status, size = 18 }: { status: PlanningStatus; size?: number }) {
  const Glyph = ICONS[status];
  const colour = STATUS_COLOURS[status];
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: size + 6,
        height: size + 6,
        borderRadius: 4,
        background: `var(--mantine-color-${colour}-light)`,
        border: `2px solid var(--mantine-color-${colour}-filled)`,
        color: 'var(--mantine-color-text)',
      }}
    >
      <Glyph size={size - 2} stroke={2} />
    </span>
  );
}
