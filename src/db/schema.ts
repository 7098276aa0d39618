/**
 * The local database's tables and indexes, all in one version.
 *
 * Versions 1 to 22 were once declared one by one, each adding its issue's tables. Dexie
 * re-parses every declared version whenever one is declared, so 22 of them cost about 80 ms
 * of main thread on every start, offline too (issue 17, P1). Since Dexie 3 a version only
 * has to stay declared if it has an upgrade function; none had. Dexie compares this schema
 * with the one installed on the device and adds or drops tables and indexes itself, so a
 * device still at any older version opens it, with its outbox kept (schema.test.ts).
 *
 * A schema change: raise SCHEMA_VERSION and edit STORES. Data that must be rewritten needs a
 * version of its own with an upgrade function in db.ts; set a table to null to drop it.
 */
export const SCHEMA_VERSION = 23;

export const STORES: Record<string, string | null> = {
  // The device: session, settings, tenant, sync state and the outbox (issue 3). The outbox
  // must survive every upgrade (DESIGN.md "silent expiry"). [ownerId+state]: the header counts
  // one person's waiting changes by native index counts; kept changes of another person on a
  // shared device are not theirs to see (issue 37).
  session: 'key',
  settings: 'key',
  tenant: 'key',
  syncState: 'resource',
  outbox: 'id, state, ownerId, entityKey, [ownerId+state]',
  // Changes confirmed while a pull's answer was on the way.
  settledChanges: 'key, at',
  files: 'path',
  // The crew member's day (issues 3 and 4). endDate: the local clash check reads only the
  // entries a change's days meet (issue 17, P3).
  jobs: 'id, startDate, status, endDate',
  blockDates: 'id, startDate',
  jobDetails: 'id',
  vacancies: 'id, startDate',
  crewChiefDocuments: 'id, crewId',
  crewProfiles: 'id',
  vacationRequests: 'id, startDate, endDate',
  payrolls: 'id, number, periodStart',
  payrollItems: 'id, payrollId',
  payrollDocuments: 'id',
  contracts: 'id',
  crewInfo: 'id',
  trainings: 'id, date',
  mobileDocuments: 'id',
  profile: 'id',
  calendarSubscriptions: 'id',
  pushSubscriptions: 'id',
  // The crew chief on site, documents to sign, forms (issues 5 and 6).
  crews: 'id, startDate',
  crewMembers: 'id, crewId',
  locations: 'id',
  signOffs: 'id',
  deliveryNotes: 'id, crewId',
  crewChiefSheets: 'id, crewId',
  crewPhotos: 'id, crewId',
  liveLocations: 'id',
  documents: 'id',
  forms: 'id',
  formResults: 'id, formId',
  securityChecks: 'id, crewId',
  // Projects (issue 13). Numbers are unique per tenant (SPEC §2 routes by number).
  projects: 'id, &number, beginDate',
  branches: 'id',
  cateringAgreementTypes: 'id',
  companies: 'id',
  rateCards: 'id, companyId',
  projectExtras: 'id, &number',
  projectDocuments: 'id, projectId',
  projectInvoices: 'id, projectId',
  projectActivities: 'id, projectId',
  projectCrews: 'id, projectNumber',
  projectCrewItems: 'id, crewId, personId',
  personAvailabilities: 'id',
  projectVacancies: 'id, startDate',
  temporaryPersons: 'id, name',
  guestProjects: 'id, &number',
  crewMemberProfiles: 'id',
  // The booking check reads personAvailabilities; the per-project copy went in version 16.
  bookablePeople: null,
  // Planning (issue 14).
  planningCalendarItems: 'id, startDate, personId',
  regions: 'id',
  crewFunctions: 'id',
  personTags: 'id',
  plannerCrewTypes: 'id',
  pCrews: 'id, name',
  pCrewMemberships: 'id, crewId, personId',
  plannerPersons: 'id, name',
  planningCrewItems: 'id, startDate',
  todoActivities: 'id',
  activityTypes: 'id',
  activityRecipients: 'id',
  crewItemChanges: 'id, crewItemId',
  changeSeen: 'crewItemId',
  // Finance and mail (issue 15). An invoice made on this device is found by its clientKey.
  invoices: 'id, &number, clientKey',
  invoiceItems: 'id, invoiceId',
  invoiceActivities: 'id, invoiceId',
  invoiceDocuments: 'id, invoiceId',
  receipts: 'id, number, receiptDate, clientKey',
  receiptTypes: 'id',
  receiptTemplates: 'id',
  receiptItems: 'id, receiptId',
  receiptDocuments: 'id, receiptId, clientKey',
  receiptActivities: 'id, receiptId',
  mailboxes: 'id',
  emailMessages: 'id, mailboxId, receivedAt',
  emailBodies: 'id',
  // Plus crews (issue 16). A month of one crew's figures of one type is read by
  // [plusCrewId+valueTypeId+dateFrom].
  plusCrews: 'id, number',
  plusCrewValueTypes: 'id, caption',
  plusCrewValues: 'id, plusCrewId',
  plusCrewValueDatas: 'id, plusCrewValueId, [plusCrewId+valueTypeId+dateFrom]',
  plusCrewTypes: 'id',
  plusCrewDataSourceTypes: 'id',
};
