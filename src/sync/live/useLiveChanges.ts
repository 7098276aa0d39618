import { useEffect, useRef } from 'react';
import type { CrewItemChange } from '../../api/schemas/crewItemChanges';
import { subscribeLiveChanges } from './liveChanges';

/**
 * THE hook for live changes: while the calling view is mounted (and the tab visible and
 * online), others' crew item changes are fetched every few seconds into the local table
 * (the "has changed" marks update by themselves) and `onChange` gets each batch, so the view
 * can pull its own tables again, e.g. the project's crews when a change is in that project.
 */
export function useLiveChanges(onChange?: (changes: CrewItemChange[]) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => subscribeLiveChanges((changes) => latest.current?.(changes)), []);
}
