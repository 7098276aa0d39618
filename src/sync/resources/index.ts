import type { GenericSchema } from 'valibot';
import type { LocalEntityTable, LocalRow } from '../../db/db';
import { calendarArea } from './calendar';
import { contractsArea } from './contracts';
import { crewInfoArea } from './crewInfo';
import { crewPaperworkArea } from './crewPaperwork';
import { crewPhotosArea } from './crewPhotos';
import { crewsArea } from './crews';
import { documentsArea } from './documents';
import { formsArea } from './forms';
import { jobsArea } from './jobs';
import { payrollsArea } from './payrolls';
import { profileArea } from './profile';
import { projectsArea } from './projects';
import { projectGuestArea } from './projectGuest';
import { projectCrewsArea } from './projectCrews';
import { projectDetailArea } from './projectDetail';
import { projectCopyArea } from './projectCopy';
import { projectListArea } from './projectList';
import { trainingsArea } from './trainings';
import { todoCalendarArea } from './todoCalendar';
import { crewItemChangesArea } from './crewItemChanges';
import { planningCalendarArea } from './planningCalendar';
import { plannerCrewsArea } from './plannerCrews';
import { planningListsArea } from './planningLists';
import { receiptsArea } from './receipts';
import { plusCrewsArea } from './plusCrews';
import { mailArea } from './mail';
import { invoicesArea } from './invoices';
import type { PullEntry } from './types';

/**
 * Every synced area, in pull order: the jobs first (the crew pack and the job details read
 * them), forms before the crew pack's checks, crews before their members and locations.
 * A new area is one file in this folder and one line here (README "Adding an area").
 */
export const AREAS = [
  jobsArea,
  calendarArea,
  payrollsArea,
  contractsArea,
  crewInfoArea,
  trainingsArea,
  profileArea,
  formsArea,
  crewsArea,
  crewPhotosArea,
  crewPaperworkArea,
  documentsArea,
  projectsArea,
  projectGuestArea,
  projectCrewsArea,
  projectDetailArea,
  projectCopyArea,
  projectListArea,
  todoCalendarArea,
  crewItemChangesArea,
  planningCalendarArea,
  plannerCrewsArea,
  planningListsArea,
  receiptsArea,
  plusCrewsArea,
  mailArea,
  invoicesArea,
] as const;

type Area = (typeof AREAS)[number];
type TablesOf<A> = A extends { tables: infer T } ? keyof T & string : never;
type PullsOf<A> = A extends { pulls: readonly (infer P)[] } ? P : never;
type KindsOf<A> = A extends { outboxKinds: readonly (infer K)[] } ? K : never;

/** The tables whose rows come from the server: the tables an outbox change may touch. */
export type EntityTable = TablesOf<Area>;
/** The name of one pull entry: what LastSynced and useRefreshOnOpen take. */
export type PullName = PullsOf<Area> extends { name: infer N } ? N : never;
/** Every kind of change an action may queue; the outbox screen has a label for each. */
export type OutboxKind = KindsOf<Area>;

/*
 * Every Dexie entity table is declared by exactly one area: a table added to db.ts but to no
 * area (never pulled, no schema for the server's answer) fails here, at compile time.
 */
type Undeclared = Exclude<LocalEntityTable, EntityTable>;
export const EVERY_TABLE_DECLARED: [Undeclared] extends [never] ? true : Undeclared = true;

/** A row schema per table: what a server answer must match before it is stored. */
export const ENTITY_SCHEMAS = Object.fromEntries(
  AREAS.flatMap((area) => Object.entries(area.tables)),
) as { readonly [T in EntityTable]: GenericSchema<unknown, LocalRow<T>> };

/** The pull list: each server resource and the table it fills, in order. */
export const PULL_RESOURCES: readonly PullEntry<PullName, EntityTable>[] = AREAS.flatMap(
  (area): readonly PullEntry<PullName, EntityTable>[] => area.pulls,
);

export type { PullContext, PullEntry, Row } from './types';
