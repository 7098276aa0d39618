import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  IconBook,
  IconBriefcase,
  IconCalendar,
  IconCalendarEvent,
  IconCalendarStats,
  IconChecklist,
  IconCoin,
  IconFileText,
  IconHome,
  IconInfoCircle,
  IconListDetails,
  IconMail,
  IconReceipt,
  IconSchool,
  IconSpeakerphone,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconFileInvoice,
  IconId,
  IconTrophy,
  IconClipboardList,
  IconUserSearch,
  type Icon,
} from '@tabler/icons-react';
import type { MenuKey } from '../../session/menu';

export type MenuItemLook = { label: MessageDescriptor; icon: Icon };

/** Label and icon of each menu entry; tooltips of the bottom bar use SPEC §2's own words. */
export const MENU_ITEMS: Record<MenuKey, MenuItemLook> = {
  home: { label: msg`Home`, icon: IconHome },
  planningCalendar: { label: msg`Planning calendar`, icon: IconCalendarStats },
  projects: { label: msg`Projects`, icon: IconBriefcase },
  plannerCrew: { label: msg`Crew planner`, icon: IconUsersGroup },
  membershipCrews: { label: msg`Membership crews`, icon: IconUsers },
  planningCrewItemList: { label: msg`Crew item list`, icon: IconListDetails },
  invoices: { label: msg`Invoices`, icon: IconFileInvoice },
  jobs: { label: msg`Jobs`, icon: IconBriefcase },
  personalCalendar: { label: msg`Personal calendar`, icon: IconCalendar },
  trainings: { label: msg`Trainings`, icon: IconSchool },
  mobileDocuments: { label: msg`Documents`, icon: IconFileText },
  plusCrews: { label: msg`Plus crews`, icon: IconTrophy },
  receipts: { label: msg`Receipts`, icon: IconReceipt },
  vacancies: { label: msg`Vacancies`, icon: IconSpeakerphone },
  payrolls: { label: msg`Payrolls`, icon: IconCoin },
  contracts: { label: msg`Contracts`, icon: IconBook },
  crewInfo: { label: msg`Crew info`, icon: IconId },
  projectsCalendar: { label: msg`Projects calendar`, icon: IconCalendarEvent },
  mailbox: { label: msg`Mailbox`, icon: IconMail },
  todoCalendar: { label: msg`To-do calendar`, icon: IconChecklist },
  projectsVacancy: { label: msg`Project vacancies`, icon: IconUserSearch },
  profile: { label: msg`Profile`, icon: IconUser },
  version: { label: msg`Info`, icon: IconInfoCircle },
  guestHome: { label: msg`Home`, icon: IconClipboardList },
};

/** SPEC §2 tooltips of the bottom bar. */
export const BOTTOM_BAR_TOOLTIPS: Partial<Record<MenuKey, MessageDescriptor>> = {
  jobs: msg`Jobs`,
  projects: msg`Projects`,
  home: msg`Home`,
  personalCalendar: msg`Personal-calendar`,
  projectsCalendar: msg`Projects Calendar`,
};
