import { useEffect, useState } from 'react';
import {
  loadPublicPayroll,
  loadPublicPayrolls,
  type PublicPayroll,
} from '../../sync/publicPayrolls';

export type PublicLoad<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error' };

/** Loads what a public link grants; a new number or token starts again. */
function usePublicLoad<T>(load: () => Promise<T>, key: string): PublicLoad<T> {
  const [result, setResult] = useState<{ key: string; load: PublicLoad<T> }>({
    key,
    load: { state: 'loading' },
  });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key, load: { state: 'ready', data } }),
      () => live && setResult({ key, load: { state: 'error' } }),
    );
    return () => {
      live = false;
    };
    // `load` is rebuilt on each render; the key names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result.key === key ? result.load : { state: 'loading' };
}

export const usePublicPayroll = (number: string, token: string | undefined) =>
  usePublicLoad<PublicPayroll | null>(
    () => loadPublicPayroll(number, token),
    `${number}\u0000${token ?? ''}`,
  );

export const usePublicPayrollList = (token: string | undefined) =>
  usePublicLoad<PublicPayroll[]>(() => loadPublicPayrolls(token), token ?? '');
