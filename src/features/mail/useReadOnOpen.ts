import { useEffect, useRef } from 'react';

/**
 * Opening a message reads it, once per opening: the first time the message is known on this
 * screen. Keyed by the id, not by the read flag, so "Mark as unread" stays unread instead of
 * the screen reading the message again at once.
 */
export function useReadOnOpen(
  id: number,
  message: { read: boolean } | null,
  markRead: (id: number) => void,
) {
  const openedFor = useRef<number | null>(null);
  const known = message !== null;
  const unread = known && !message.read;
  useEffect(() => {
    if (!known || openedFor.current === id) return;
    openedFor.current = id;
    if (unread) markRead(id);
  }, [known, unread, id, markRead]);
}
