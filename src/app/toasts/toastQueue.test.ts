import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_TIMES,
  TOAST_TYPES,
  addToast,
  expires,
  removeToast,
  type Toast,
  type ToastRequest,
  type ToastType,
} from './toastQueue';
import { dismissToast, getToasts, showToast } from './toastStore';

const toast = (id: number, type: ToastType, message: string, timeMs = 3000): Toast => ({
  id,
  type,
  message,
  timeMs,
});

describe('toast types and times (SPEC §4, §9)', () => {
  it('has exactly the types error, success, info, warning and default', () => {
    expect([...TOAST_TYPES].sort()).toEqual(['default', 'error', 'info', 'success', 'warning']);
  });

  it('uses 3000 ms by default', () => {
    expect(TOAST_TIMES.default).toBe(3000);
    expect(addToast([], { message: 'Saved' }, 1).toast).toEqual(toast(1, 'default', 'Saved', 3000));
  });

  it.each(TOAST_TYPES)('a %s toast gets its own positive time', (type) => {
    const { toast: t, added } = addToast([], { type, message: 'Hello' }, 7);
    expect(added).toBe(true);
    expect(t).toEqual({ id: 7, type, message: 'Hello', timeMs: TOAST_TIMES[type] });
    expect(TOAST_TIMES[type]).toBeGreaterThan(0);
  });

  it.each([0, 1, 12_000])('an explicit time of %i ms wins over the type time', (timeMs) => {
    expect(addToast([], { type: 'error', message: 'x', timeMs }, 1).toast.timeMs).toBe(timeMs);
  });
});

describe('deduplication (SPEC §4)', () => {
  const shown = [toast(1, 'error', 'Boom'), toast(2, 'default', 'Hi')];

  it.each<[string, ToastRequest, boolean, number]>([
    ['same type and message', { type: 'error', message: 'Boom' }, false, 1],
    ['no type equals default', { message: 'Hi' }, false, 2],
    ['explicit default type', { type: 'default', message: 'Hi' }, false, 2],
    ['same message, other type', { type: 'success', message: 'Boom' }, true, 9],
    ['same type, other message', { type: 'error', message: 'Bang' }, true, 9],
    ['message differing in case', { type: 'error', message: 'boom' }, true, 9],
  ])('%s → added %s', (_label, request, added, id) => {
    const result = addToast(shown, request, 9);
    expect(result.added).toBe(added);
    expect(result.toast.id).toBe(id);
    expect(result.list).toHaveLength(added ? 3 : 2);
    expect(shown).toHaveLength(2);
  });

  it('allows the same toast again once it is removed', () => {
    const list = removeToast(shown, 1);
    expect(addToast(list, { type: 'error', message: 'Boom' }, 3).added).toBe(true);
  });
});

describe('removal', () => {
  const list = [toast(1, 'info', 'a'), toast(2, 'info', 'b'), toast(3, 'error', 'c')];

  it.each<[number, number[]]>([
    [1, [2, 3]],
    [2, [1, 3]],
    [3, [1, 2]],
    [4, [1, 2, 3]],
  ])('removing %i leaves %o', (id, left) => {
    expect(removeToast(list, id).map((t) => t.id)).toEqual(left);
  });

  it.each<[number, boolean]>([
    [3000, true],
    [1, true],
    [0, false],
    [-1, false],
  ])('a toast with %i ms expires: %s', (timeMs, expected) => {
    expect(expires(toast(1, 'info', 'a', timeMs))).toBe(expected);
  });
});

describe('toast store timing (SPEC §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
    vi.useRealTimers();
  });

  const messages = () => getToasts().map((t) => `${t.type}:${t.message}`);

  it.each(TOAST_TYPES)('a %s toast is removed after its time', (type) => {
    showToast({ type, message: 'Done' });
    vi.advanceTimersByTime(TOAST_TIMES[type] - 1);
    expect(messages()).toEqual([`${type}:Done`]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('a toast without type goes after 3000 ms', () => {
    showToast({ message: 'Plain' });
    vi.advanceTimersByTime(2999);
    expect(messages()).toEqual(['default:Plain']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('a toast with time 0 stays until clicked', () => {
    showToast({ type: 'warning', message: 'Sticky', timeMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['warning:Sticky']);
    dismissToast(getToasts()[0]?.id ?? -1);
    expect(messages()).toEqual([]);
  });

  it('a click removes a toast before its time', () => {
    showToast({ type: 'info', message: 'One' });
    showToast({ type: 'info', message: 'Two' });
    dismissToast(getToasts()[0]?.id ?? -1);
    expect(messages()).toEqual(['info:Two']);
  });

  it('shows identical type and message once', () => {
    showToast({ type: 'error', message: 'Boom' });
    showToast({ type: 'error', message: 'Boom' });
    showToast({ type: 'success', message: 'Boom' });
    expect(messages()).toEqual(['error:Boom', 'success:Boom']);
  });
});
