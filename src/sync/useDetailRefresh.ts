import { useEffect, useState } from 'react';
import type { DetailOutcome } from './details';

export type DetailRefreshState<O extends string = DetailOutcome> = 'loading' | O;

/**
 * Runs a detail refresh when a screen opens (and when its key changes); the screen keeps
 * reading its table and uses the state only to tell "still loading" from "not found".
 */
export function useDetailRefresh<O extends string = DetailOutcome>(
  key: string,
  run: () => Promise<O>,
): DetailRefreshState<O> {
  const [state, setState] = useState<{ key: string; value: DetailRefreshState<O> }>({
    key,
    value: 'loading',
  });
  useEffect(() => {
    let live = true;
    void run().then((value) => {
      if (live) setState({ key, value });
    });
    return () => {
      live = false;
    };
    // `run` is a new closure each render; the key says when to run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.value : 'loading';
}
