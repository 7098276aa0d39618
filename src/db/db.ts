import Dexie, { type EntityTable, type Table } from 'dexie';
import { DATABASE_NAME } from './localDatabase';
import { SCHEMA_VERSION, STORES } from './schema';
import type { Rights, Tenant } from '../api/schemas/session';
import type { Job } from '../api/schemas/jobs';
import type { BlockDate } from '../api/schemas/calendar';
import type { OutboxRecord } from './outboxRecord';
import type { CrewChiefDocument, CrewProfile, JobDetail, Vacancy } from '../api/schemas/jobDetails';
import type { VacationRequest } from '../api/schemas/calendar';
import type { Payroll, PayrollDocument, PayrollItem } from '../api/schemas/payrolls';
import type { Contract } from '../api/schemas/contracts';
import type { CrewInfoItem } from '../api/schemas/crewInfo';
import type { Training } from '../api/schemas/trainings';
import type {
  CalendarSubscription,
  MobileDocument,
  Profile,
  PushSubscriptionRow,
} from '../api/schemas/profile';
import type { Crew, CrewMember, Location } from '../api/schemas/crews';
import type { CrewChiefSheet, DeliveryNote, SignOff } from '../api/schemas/crewPaperwork';
import type { CrewPhoto, LiveLocationShare } from '../api/schemas/crewPhotos';
import type { SignDocument } from '../api/schemas/documents';
import type { FormDefinition, FormResult, SecurityCheck } from '../api/schemas/forms';
import type { Project } from '../api/schemas/projects';
import type { CrewMemberProfile } from '../api/schemas/crewMemberProfile';
import type { PlannerCrew, PlannerCrewItem } from '../api/schemas/projectCrews';
import type {
  Invoice,
  ProjectActivity,
  ProjectDocument,
  ProjectExtras,
} from '../api/schemas/projectDetail';
import type { PersonAvailabilityRow } from '../api/schemas/projectCopy';
import type { ProjectVacancy, TemporaryPerson } from '../api/schemas/projectVacancies';
import type { NamedItem, RateCard } from '../api/schemas/projectForm';
import type { ActivityRecipient, ActivityType, TodoActivity } from '../api/schemas/todoActivities';
import type {
  PlusCrewRef,
  PlusCrewRow,
  PlusCrewValue,
  PlusCrewValueData,
  PlusCrewValueType,
} from '../api/schemas/plusCrews';
import type { CrewItemChange } from '../api/schemas/crewItemChanges';
import type { PlanningCalendarItem } from '../api/schemas/planningCalendar';
import type { CrewMembership, PCrew, PlannerPerson } from '../api/schemas/plannerCrews';
import type { PlanningCrewItem } from '../api/schemas/planningCrewItems';
import type {
  Receipt,
  ReceiptActivity,
  ReceiptDocument,
  ReceiptItem,
  ReceiptTemplate,
  ReceiptType,
} from '../api/schemas/receipts';
import type { EmailMessage, EmailMessageBody, Mailbox } from '../api/schemas/mail';
import type {
  InvoiceActivity,
  InvoiceDocument,
  InvoiceItem,
  InvoiceRow,
} from '../api/schemas/invoices';

/** The logged-in session, kept in IndexedDB so the service worker can read it too. */
export type SessionRow = {
  key: 'current';
  /** The short-lived access token sent as the bearer. */
  token: string;
  /**
   * The long-lived refresh token (issue 12), rotated on every use. Here, not in localStorage,
   * so the service worker can refresh too; rotations run under one lock (session/refresh.ts).
   * Absent in sessions stored before it existed.
   */
  refreshToken?: string;
  rights: Rights;
  mailboxRights: Rights;
  /** Whose data and outbox records these are (see ownerIdOf). */
  ownerId: string;
  savedAt: number;
};

/**
 * A row whose outbox change the server confirmed lately (see settledChanges.ts): a pull whose
 * answer left the server before that must not put the row back as it was.
 */
export type SettledChangeRow = { key: string; table: string; id: number; at: number };

/**
 * A person a planner may book, with what of theirs may collide within one project's days
 * (issue 13 booking check), kept per project so the check runs offline. Not an entity.
 */

/**
 * How far the person has looked at one crew item's changes (issue 14 "has changed"): kept
 * locally so the mark clears offline at once; `sent` once the server has it too.
 */
export type ChangeSeenRow = { crewItemId: number; upTo: number; sent: boolean };

/** UI settings (language, map service...): these survive logout (SPEC §4). */
export type SettingRow = { key: string; value: string };

/** Tenant settings, cached so the app can boot offline; not personal. */
export type TenantRow = { key: 'current'; tenant: Tenant; savedAt: number };

export type SyncStateRow = {
  resource: string;
  lastSyncedAt: number | null;
  /** Of the last pull that ended: one under way has no state of its own (usePullProgress). */
  state: 'idle' | 'error';
  lastError: string | null;
};

/** A downloaded file (PDF, image) kept for offline reading; personal, cleared on logout. */
export type FileRow = {
  path: string;
  blob: Blob;
  contentType: string;
  name: string;
  savedAt: number;
};

export type { Job, BlockDate, OutboxRecord };
export type { CrewChiefDocument, CrewProfile, JobDetail, Vacancy, VacationRequest };
export type { Contract, CrewInfoItem, Payroll, PayrollDocument, PayrollItem, Training };
export type { CalendarSubscription, MobileDocument, Profile, PushSubscriptionRow };
export type { Crew, CrewMember, Location, CrewChiefSheet, DeliveryNote, SignOff };
export type { Project, PlannerCrew, PlannerCrewItem, PersonAvailabilityRow };
export type { CrewMembership, PCrew, PlannerPerson };
export type { Border, BorderReason } from '../api/schemas/crewBorderRules';
export type { Invoice, ProjectActivity, ProjectDocument, ProjectExtras };
export type { NamedItem, RateCard };
export type { ActivityRecipient, ActivityType, TodoActivity };
export type { PlanningCalendarItem };
export type { PlanningCrewItem };
export type { PlusCrewRef, PlusCrewRow, PlusCrewValue, PlusCrewValueData, PlusCrewValueType };
export type {
  Receipt,
  ReceiptActivity,
  ReceiptDocument,
  ReceiptItem,
  ReceiptTemplate,
  ReceiptType,
};
export type { EmailMessage, EmailMessageBody, Mailbox };
export type { EmailAttachment } from '../api/schemas/mail';
export type { InvoiceActivity, InvoiceDocument, InvoiceItem, InvoiceRow };
export type {
  CrewPhoto,
  LiveLocationShare,
  SignDocument,
  FormDefinition,
  FormResult,
  SecurityCheck,
};

export class CrewHubDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;
  settings!: EntityTable<SettingRow, 'key'>;
  tenant!: EntityTable<TenantRow, 'key'>;
  syncState!: EntityTable<SyncStateRow, 'resource'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  jobs!: EntityTable<Job, 'id'>;
  blockDates!: EntityTable<BlockDate, 'id'>;
  files!: EntityTable<FileRow, 'path'>;
  settledChanges!: EntityTable<SettledChangeRow, 'key'>;
  // Jobs area (issue 4)
  jobDetails!: EntityTable<JobDetail, 'id'>;
  vacancies!: EntityTable<Vacancy, 'id'>;
  crewChiefDocuments!: EntityTable<CrewChiefDocument, 'id'>;
  crewProfiles!: EntityTable<CrewProfile, 'id'>;
  // Personal calendar (issue 4)
  vacationRequests!: EntityTable<VacationRequest, 'id'>;
  // Payrolls, contracts, crew info, trainings (issue 4)
  payrolls!: EntityTable<Payroll, 'id'>;
  payrollItems!: EntityTable<PayrollItem, 'id'>;
  payrollDocuments!: EntityTable<PayrollDocument, 'id'>;
  contracts!: EntityTable<Contract, 'id'>;
  crewInfo!: EntityTable<CrewInfoItem, 'id'>;
  trainings!: EntityTable<Training, 'id'>;
  // Documents and profile (issue 4)
  mobileDocuments!: EntityTable<MobileDocument, 'id'>;
  profile!: EntityTable<Profile, 'id'>;
  calendarSubscriptions!: EntityTable<CalendarSubscription, 'id'>;
  pushSubscriptions!: EntityTable<PushSubscriptionRow, 'id'>;
  // The crew chief's job pack and site day (issue 5)
  crews!: EntityTable<Crew, 'id'>;
  crewMembers!: EntityTable<CrewMember, 'id'>;
  locations!: EntityTable<Location, 'id'>;
  // Sign-off, delivery note, crew chief sheet (issue 5)
  signOffs!: EntityTable<SignOff, 'id'>;
  deliveryNotes!: EntityTable<DeliveryNote, 'id'>;
  crewChiefSheets!: EntityTable<CrewChiefSheet, 'id'>;
  // Photos and live location (issue 5)
  crewPhotos!: EntityTable<CrewPhoto, 'id'>;
  liveLocations!: EntityTable<LiveLocationShare, 'id'>;
  // Documents to sign (issue 6)
  documents!: EntityTable<SignDocument, 'id'>;
  // Forms and security checks (issues 5 and 6)
  forms!: EntityTable<FormDefinition, 'id'>;
  formResults!: EntityTable<FormResult, 'id'>;
  securityChecks!: EntityTable<SecurityCheck, 'id'>;
  // Projects for clients and planners (issue 13)
  projects!: EntityTable<Project, 'id'>;
  // The project guest's own project and the planner's crew profiles (issue 13, guest slice)
  guestProjects!: EntityTable<Project, 'id'>;
  crewMemberProfiles!: EntityTable<CrewMemberProfile, 'id'>;
  // A project's crews and crew items, planner side (issue 13 crews)
  projectCrews!: EntityTable<PlannerCrew, 'id'>;
  projectCrewItems!: EntityTable<PlannerCrewItem, 'id'>;
  // The project detail (issue 13): filled when a project is opened (sync/projectDetail.ts).
  projectExtras!: EntityTable<ProjectExtras, 'id'>;
  projectDocuments!: EntityTable<ProjectDocument, 'id'>;
  projectInvoices!: EntityTable<Invoice, 'id'>;
  projectActivities!: EntityTable<ProjectActivity, 'id'>;
  // Project copy and /projects-vacancy (issue 13, copy slice)
  personAvailabilities!: EntityTable<PersonAvailabilityRow, 'id'>;
  projectVacancies!: EntityTable<ProjectVacancy, 'id'>;
  temporaryPersons!: EntityTable<TemporaryPerson, 'id'>;
  // The create-project form's reference lists (issue 13, list slice)
  branches!: EntityTable<NamedItem, 'id'>;
  cateringAgreementTypes!: EntityTable<NamedItem, 'id'>;
  companies!: EntityTable<NamedItem, 'id'>;
  rateCards!: EntityTable<RateCard, 'id'>;
  // The planner's to-do calendar (issue 14, todo slice)
  todoActivities!: EntityTable<TodoActivity, 'id'>;
  activityTypes!: EntityTable<ActivityType, 'id'>;
  activityRecipients!: EntityTable<ActivityRecipient, 'id'>;
  // "Has changed" (issue 14, changes slice): others' unseen crew item changes, and what of
  // them the person has looked at.
  crewItemChanges!: EntityTable<CrewItemChange, 'id'>;
  changeSeen!: EntityTable<ChangeSeenRow, 'crewItemId'>;
  // Issue 14, planning calendar.
  planningCalendarItems!: EntityTable<PlanningCalendarItem, 'id'>;
  // The crew planner and membership crews (issue 14, crews slice)
  regions!: EntityTable<NamedItem, 'id'>;
  crewFunctions!: EntityTable<NamedItem, 'id'>;
  personTags!: EntityTable<NamedItem, 'id'>;
  plannerCrewTypes!: EntityTable<NamedItem, 'id'>;
  pCrews!: EntityTable<PCrew, 'id'>;
  pCrewMemberships!: EntityTable<CrewMembership, 'id'>;
  plannerPersons!: EntityTable<PlannerPerson, 'id'>;
  // Issue 15, receipts.
  receipts!: EntityTable<Receipt, 'id'>;
  receiptTypes!: EntityTable<ReceiptType, 'id'>;
  receiptTemplates!: EntityTable<ReceiptTemplate, 'id'>;
  receiptItems!: EntityTable<ReceiptItem, 'id'>;
  receiptDocuments!: EntityTable<ReceiptDocument, 'id'>;
  receiptActivities!: EntityTable<ReceiptActivity, 'id'>;
  // Issue 14, lists: the client's crew item list.
  planningCrewItems!: EntityTable<PlanningCrewItem, 'id'>;
  // Issue 16, plus crews (pdata slice): the crews, value types, values and daily figures.
  plusCrews!: EntityTable<PlusCrewRow, 'id'>;
  plusCrewValueTypes!: EntityTable<PlusCrewValueType, 'id'>;
  plusCrewValues!: EntityTable<PlusCrewValue, 'id'>;
  plusCrewValueDatas!: EntityTable<PlusCrewValueData, 'id'>;
  plusCrewTypes!: EntityTable<PlusCrewRef, 'id'>;
  plusCrewDataSourceTypes!: EntityTable<PlusCrewRef, 'id'>;
  // Issue 15, mailbox: the lists, and each opened message's body (kept offline per person).
  mailboxes!: EntityTable<Mailbox, 'id'>;
  emailMessages!: EntityTable<EmailMessage, 'id'>;
  emailBodies!: EntityTable<EmailMessageBody, 'id'>;
  // Issue 15 invoices: the client's list (pulled) and one invoice's parts (filled on opening).
  invoices!: EntityTable<InvoiceRow, 'id'>;
  invoiceItems!: EntityTable<InvoiceItem, 'id'>;
  invoiceActivities!: EntityTable<InvoiceActivity, 'id'>;
  invoiceDocuments!: EntityTable<InvoiceDocument, 'id'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(SCHEMA_VERSION).stores(STORES);
  }
}

export const db = new CrewHubDb();

type Tables = { [K in keyof CrewHubDb]: CrewHubDb[K] };

/**
 * The tables of server entities: every table whose rows have an id and a version. The synced
 * resources (sync/resources) must declare exactly these; their index checks it at compile time.
 */
export type LocalEntityTable = {
  [K in keyof Tables]: Tables[K] extends Table<infer R, number, unknown>
    ? R extends { id: number; version: number }
      ? K
      : never
    : never;
}[keyof Tables];

/** The row type of one entity table. */
export type LocalRow<T extends LocalEntityTable> =
  CrewHubDb[T] extends Table<infer R, number, unknown> ? R : never;

/**
 * Tables not cleared with the personal data: settings and tenant hold nothing personal; the
 * outbox is emptied only on purpose (sent, or discarded by its owner), never as a side effect.
 */
export const KEPT_ON_LOGOUT: ReadonlySet<string> = new Set(['settings', 'tenant', 'outbox']);
