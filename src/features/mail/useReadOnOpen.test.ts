import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReadOnOpen } from './useReadOnOpen';

type Props = { id: number; message: { read: boolean } | null };

function open(first: Props) {
  const markRead = vi.fn<(id: number) => void>();
  const hook = renderHook((p: Props) => useReadOnOpen(p.id, p.message, markRead), {
    initialProps: first,
  });
  return { markRead, rerender: hook.rerender };
}

describe('useReadOnOpen', () => {
  it('reads an unread message once it is known', () => {
    const { markRead, rerender } = open({ id: 2, message: null });
    expect(markRead).not.toHaveBeenCalled();
    rerender({ id: 2, message: { read: false } });
    expect(markRead).toHaveBeenCalledExactlyOnceWith(2);
  });

  // "Mark as unread" was undone at once: the effect ran again when the message became unread.
  it('leaves a message marked unread on the open screen unread', () => {
    const { markRead, rerender } = open({ id: 2, message: { read: false } });
    rerender({ id: 2, message: { read: true } });
    rerender({ id: 2, message: { read: false } });
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('does not read a message that was read when opened and later marked unread', () => {
    const { markRead, rerender } = open({ id: 2, message: { read: true } });
    rerender({ id: 2, message: { read: false } });
    expect(markRead).not.toHaveBeenCalled();
  });

  it('reads the next message when the screen moves to another id', () => {
    const { markRead, rerender } = open({ id: 2, message: { read: false } });
    rerender({ id: 3, message: { read: false } });
    expect(markRead.mock.calls).toEqual([[2], [3]]);
  });
});
