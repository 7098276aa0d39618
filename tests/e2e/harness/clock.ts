/**
 * "Today" for the whole end-to-end run. The server seeds and windows its data around it
 * (CREWHUB_TODAY) and the browser's clock reads it, so no test depends on the real date.
 *
 * A Wednesday in the middle of a month: its week and the days around it stay in one month, so
 * nothing a test does crosses a month end or a weekend by accident. It lies before every real
 * date a run can have; see `clockShiftMs` for why that matters.
 */
export const E2E_TODAY = '2026-11-18';

/**
 * What the browser's clock reads when the run starts. Noon UTC is the same date from UTC−11 to
 * UTC+11, and a run lasts minutes, so the browser's day does not change during a run whatever
 * timezone the person's profile or the machine uses.
 */
export const E2E_START = `${E2E_TODAY}T12:00:00Z`;

/** Set once per run by globalSetup, so every worker, page and service worker shifts alike. */
export const CLOCK_SHIFT_ENV = 'E2E_CLOCK_SHIFT_MS';

/**
 * How far the browser's clock is moved: from the real now to E2E_START, once per run.
 *
 * The server signs tokens with the real clock (server/auth/tokens.ts, jose: iat and exp from
 * Date.now()). The app judges a token by its exp against the browser's clock
 * (src/session/token.ts, src/sync/auth.ts). A browser clock behind the real one sees each token
 * live longer than it does; ahead of it, every token would look expired and the app would
 * refresh before every request, which changes what tests see. Behind is harmless here: tokens
 * live 900 s, no test lasts that long, and the app's own refresh runs on a timer (real time).
 * So the pinned day must lie in the past, and this refuses a shift forward.
 */
export function computeClockShift(realNow = Date.now()): number {
  const shift = Date.parse(E2E_START) - realNow;
  if (shift > 0) {
    throw new Error(
      `E2E_TODAY (${E2E_TODAY}) lies after the real date: tokens would look expired in the browser.`,
    );
  }
  return shift;
}

export function clockShiftMs(env = process.env): number {
  const value = env[CLOCK_SHIFT_ENV];
  if (value === undefined || !/^-?\d+$/.test(value)) {
    throw new Error(`${CLOCK_SHIFT_ENV} is not set: globalSetup (playwright.config.ts) sets it.`);
  }
  return Number(value);
}

/** The script that shifts a page's or a service worker's clock; it must run before the app's. */
export function shiftedClockScript(shiftMs: number): string {
  return `(${shiftClock.toString()})(${JSON.stringify(shiftMs)});\n`;
}

type ShiftedDateConstructor = DateConstructor & { e2eShiftMs?: number };

/**
 * Moves `Date` (now, new Date(), Date()) and Intl's "format now" by a fixed amount and leaves
 * everything else alone. Playwright's clock (page.clock) cannot serve: every one of its calls
 * (setSystemTime and setFixedTime too) installs fake timers, requestAnimationFrame, performance
 * and Event.timeStamp in the page, and it does not reach the service worker, whose clock would
 * then disagree with the page's about outbox retry times. A fixed time (setFixedTime) would stop
 * the app's throttles and backoff too. Here time runs at its real pace, only from another day.
 *
 * Runs as source text in the browser: it must use nothing from outside its body.
 */
function shiftClock(shiftMs: number): void {
  const NativeDate = globalThis.Date as ShiftedDateConstructor;
  if (NativeDate.e2eShiftMs !== undefined) return;
  const now = () => NativeDate.now() + shiftMs;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new NativeDate(now()).toString();
    return Reflect.construct(NativeDate, args.length === 0 ? [now()] : args, new.target) as Date;
  }
  Object.setPrototypeOf(ShiftedDate, NativeDate);
  ShiftedDate.prototype = NativeDate.prototype;
  const shifted = ShiftedDate as unknown as ShiftedDateConstructor;
  Object.defineProperty(shifted, 'now', { value: now, writable: true, configurable: true });
  Object.defineProperty(shifted, 'e2eShiftMs', { value: shiftMs });
  globalThis.Date = shifted;

  // Intl.DateTimeFormat#format() and #formatToParts() without a date mean "now" too.
  type Format = (date?: Date | number) => string;
  const proto = Intl.DateTimeFormat.prototype;
  // Both are called with a formatter as `this`, as the originals expect.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const formatGetter = Object.getOwnPropertyDescriptor(proto, 'format')?.get;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const formatToParts = proto.formatToParts;
  if (formatGetter) {
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const format = formatGetter.call(this) as Format;
        return (date?: Date | number) => format(date === undefined ? now() : date);
      },
    });
  }
  Object.defineProperty(proto, 'formatToParts', {
    configurable: true,
    writable: true,
    value(this: Intl.DateTimeFormat, date?: Date | number) {
      return formatToParts.call(this, date === undefined ? now() : date);
    },
  });
}
