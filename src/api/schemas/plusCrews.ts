import { z } from 'zod';
import { entityId, isoDate, listOf } from './common';

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
export const plusCrewValueTypeSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  caption: z.string(),
  unit: z.enum(['money', 'hours']),
});
export type PlusCrewValueType = z.infer<typeof plusCrewValueTypeSchema>;
export const plusCrewValueTypeListSchema = listOf(plusCrewValueTypeSchema);

/** GET /plusCrewTypes and /plusCrewDataSourceTypes: reference lists (id, name). */
export const plusCrewRefSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  name: z.string(),
});
export type PlusCrewRef = z.infer<typeof plusCrewRefSchema>;
export const plusCrewRefListSchema = listOf(plusCrewRefSchema);

/** GET /plusCrews and /plusCrews/{number}. */
export const plusCrewRowSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  number: z.string(),
  name: z.string(),
  crewTypeId: z.number().int().nullable(),
});
export type PlusCrewRow = z.infer<typeof plusCrewRowSchema>;
export const plusCrewRowListSchema = listOf(plusCrewRowSchema);

/**
 * GET /plusCrewValues?plusCrewId: one per value type of the crew, its settings. `amount` is
 * the setting of a fixed value: the Target Border (turnover per month the crew must reach,
 * money) and the Team Bonus (money the crew earns when it does); null for the daily series.
 * `dataSourceTypeId`: where the daily figures come from (typed in, imported…).
 */
export const plusCrewValueSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  plusCrewId: z.number().int(),
  valueTypeId: z.number().int(),
  amount: z.number().nullable(),
  dataSourceTypeId: z.number().int().nullable(),
});
export type PlusCrewValue = z.infer<typeof plusCrewValueSchema>;
export const plusCrewValueListSchema = listOf(plusCrewValueSchema);

/**
 * GET /plusCrewValueDatas?plusCrewId&valueTypeId&dateFrom&dateTo: one day's figure of a value.
 * `amount` is money for Actual and Target Turnover and hours for Staff Hours (the value
 * type's unit). plusCrewId and valueTypeId repeat the value's, so a month is read by index.
 */
export const plusCrewValueDataSchema = z.object({
  id: z.number().int(),
  version: z.number().int().positive(),
  plusCrewValueId: z.number().int(),
  plusCrewId: z.number().int(),
  valueTypeId: z.number().int(),
  dateFrom: isoDate,
  dateTo: isoDate,
  amount: z.number(),
});
export type PlusCrewValueData = z.infer<typeof plusCrewValueDataSchema>;
export const plusCrewValueDataListSchema = listOf(plusCrewValueDataSchema);

/** The largest amount a figure or setting may have (numeric(12,2) holds below 10^10). */
export const MAX_AMOUNT = 1_000_000_000;
/** One day's staff hours: at most a day (issue 16's field rule). */
export const MAX_DAILY_HOURS = 24;

const amountField = z
  .number({ error: 'must be a number' })
  .finite('must be a number')
  .min(0, 'must not be negative')
  .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`);

/** POST /plusCrewValueDatas: a new day's figure (a day already stored answers 409). */
export const plusCrewValueDataCreateSchema = z.object({
  plusCrewValueId: entityId,
  date: isoDate,
  amount: amountField,
});
export type PlusCrewValueDataCreate = z.infer<typeof plusCrewValueDataCreateSchema>;

/** POST /plusCrewValueDatas/{id} with If-Match: the day's figure corrected. */
export const plusCrewValueDataUpdateSchema = z.object({ amount: amountField });
export type PlusCrewValueDataUpdate = z.infer<typeof plusCrewValueDataUpdateSchema>;

/** POST /plusCrewValues/{id} with If-Match (plusCrews EDIT): a value's settings. */
export const plusCrewValueUpdateSchema = z.object({
  amount: amountField.nullable().optional(),
  dataSourceTypeId: entityId.nullable().optional(),
});
export type PlusCrewValueUpdate = z.infer<typeof plusCrewValueUpdateSchema>;

/** GET /plusCrewValueDatas query: a crew's figures in a window, of one type or all. */
export const plusCrewValueDataQuerySchema = z.object({
  plusCrewId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'expected a positive integer')
    .transform(Number)
    .pipe(entityId),
  valueTypeId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'expected a positive integer')
    .transform(Number)
    .pipe(entityId)
    .optional(),
  dateFrom: isoDate,
  dateTo: isoDate,
});

/**
 * The field message for a typed figure, or null when it is fine: a number, not negative,
 * and for hours at most a day. Shared by the data screen and its table test.
 */
export function figureProblem(
  raw: string,
  unit: PlusCrewValueType['unit'],
): 'notANumber' | 'negative' | 'tooLarge' | 'tooManyHours' | null {
  const text = raw.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'notANumber';
  const value = Number(text);
  if (value < 0) return 'negative';
  if (unit === 'hours' && value > MAX_DAILY_HOURS) return 'tooManyHours';
  if (value > MAX_AMOUNT) return 'tooLarge';
  return null;
}

/** The typed figure as a number (after figureProblem said it is fine). */
export const parseFigure = (raw: string): number => Number(raw.trim().replace(',', '.'));
