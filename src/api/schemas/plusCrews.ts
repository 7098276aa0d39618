import * as v from 'valibot';
import { entityId, idText, int, isoDate, listOf, versioned } from './common';

/*
 * Plus crews (issue 16; SPEC §3 "Plus crew, value type, plus-crew value, value data", §7
 * "Plus crews"): ONE set of schemas for the app and the server. A plus crew is a team paid a
 * bonus on turnover. Each crew has one value per value type (its settings); the daily
 * figures are value datas of a value, one per day (dateFrom = dateTo).
 */

/** The captions the dashboard looks value types up by (SPEC §3). */
export const VALUE_CAPTIONS = {
  targetBorder: 'Target Border',
  teamBonus: 'Team Bonus',
  actualTurnover: 'Actual Turnover',
  staffHours: 'Staff Hours',
  targetTurnover: 'Target Turnover',
} as const;
export type ValueCaption = (typeof VALUE_CAPTIONS)[keyof typeof VALUE_CAPTIONS];

/** GET /plusCrewValueTypes. `unit` says how an amount of this type reads: money or hours. */
export const plusCrewValueTypeSchema = v.object({
  ...versioned.entries,
  caption: v.string(),
  unit: v.picklist(['money', 'hours']),
});
export type PlusCrewValueType = v.InferOutput<typeof plusCrewValueTypeSchema>;
export const plusCrewValueTypeListSchema = listOf(plusCrewValueTypeSchema);

/** GET /plusCrewTypes and /plusCrewDataSourceTypes: reference lists (id, name). */
export const plusCrewRefSchema = v.object({
  ...versioned.entries,
  name: v.string(),
});
export type PlusCrewRef = v.InferOutput<typeof plusCrewRefSchema>;
export const plusCrewRefListSchema = listOf(plusCrewRefSchema);

/** GET /plusCrews and /plusCrews/{number}. */
export const plusCrewRowSchema = v.object({
  ...versioned.entries,
  number: v.string(),
  name: v.string(),
  crewTypeId: v.nullable(int),
});
export type PlusCrewRow = v.InferOutput<typeof plusCrewRowSchema>;
export const plusCrewRowListSchema = listOf(plusCrewRowSchema);

/**
 * GET /plusCrewValues?plusCrewId: one per value type of the crew, its settings. `amount` is
 * the setting of a fixed value: the Target Border (turnover per month the crew must reach,
 * money) and the Team Bonus (money the crew earns when it does); null for the daily series.
 * `dataSourceTypeId`: where the daily figures come from (typed in, imported…).
 */
export const plusCrewValueSchema = v.object({
  ...versioned.entries,
  plusCrewId: int,
  valueTypeId: int,
  amount: v.nullable(v.pipe(v.number(), v.finite())),
  dataSourceTypeId: v.nullable(int),
});
export type PlusCrewValue = v.InferOutput<typeof plusCrewValueSchema>;
export const plusCrewValueListSchema = listOf(plusCrewValueSchema);

/**
 * GET /plusCrewValueDatas?plusCrewId&valueTypeId&dateFrom&dateTo: one day's figure of a value.
 * `amount` is money for Actual and Target Turnover and hours for Staff Hours (the value
 * type's unit). plusCrewId and valueTypeId repeat the value's, so a month is read by index.
 */
export const plusCrewValueDataSchema = v.object({
  ...versioned.entries,
  plusCrewValueId: int,
  plusCrewId: int,
  valueTypeId: int,
  dateFrom: isoDate,
  dateTo: isoDate,
  amount: v.pipe(v.number(), v.finite()),
});
export type PlusCrewValueData = v.InferOutput<typeof plusCrewValueDataSchema>;
export const plusCrewValueDataListSchema = listOf(plusCrewValueDataSchema);

/** The largest amount a figure or setting may have (numeric(12,2) holds below 10^10). */
export const MAX_AMOUNT = 1_000_000_000;
/**
 * A day's staff hours are the whole crew's hours (the seed records 21.25 a day; 3 people of
 * 9 hours make 27), so a day's 24 hours is no bound: this one only catches a slipped digit.
 */
export const MAX_DAILY_HOURS = 1000;

const amountField = v.pipe(
  v.number('must be a number'),
  v.finite('must be a number'),
  v.minValue(0, 'must not be negative'),
  v.maxValue(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`),
);

/** POST /plusCrewValueDatas: a new day's figure (a day already stored answers 409). */
export const plusCrewValueDataCreateSchema = v.object({
  plusCrewValueId: entityId,
  date: isoDate,
  amount: amountField,
});
export type PlusCrewValueDataCreate = v.InferOutput<typeof plusCrewValueDataCreateSchema>;

/** POST /plusCrewValueDatas/{id} with If-Match: the day's figure corrected. */
export const plusCrewValueDataUpdateSchema = v.object({ amount: amountField });
export type PlusCrewValueDataUpdate = v.InferOutput<typeof plusCrewValueDataUpdateSchema>;

/** POST /plusCrewValues/{id} with If-Match (plusCrews EDIT): a value's settings. */
export const plusCrewValueUpdateSchema = v.object({
  amount: v.optional(v.nullable(amountField)),
  dataSourceTypeId: v.optional(v.nullable(entityId)),
});
export type PlusCrewValueUpdate = v.InferOutput<typeof plusCrewValueUpdateSchema>;

/** GET /plusCrewValueDatas query: a crew's figures in a window, of one type or all. */
export const plusCrewValueDataQuerySchema = v.object({
  plusCrewId: idText,
  valueTypeId: v.optional(idText),
  dateFrom: isoDate,
  dateTo: isoDate,
});

/**
 * The field message for a typed figure (as the reader's language reads it: NaN when it is no
 * number), or null when it is fine. Too large comes first, as in every number field: a figure
 * beyond what the field holds is named for that, not for being negative or over a day.
 * Shared by the data and settings screens and their table test.
 */
export function figureProblem(
  value: number,
  unit: PlusCrewValueType['unit'],
): 'notANumber' | 'negative' | 'tooLarge' | 'tooManyHours' | null {
  if (Number.isNaN(value)) return 'notANumber';
  if (Math.abs(value) > MAX_AMOUNT) return 'tooLarge';
  if (value < 0) return 'negative';
  if (unit === 'hours' && value > MAX_DAILY_HOURS) return 'tooManyHours';
  return null;
}
