import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/**
 * A to-do type as people read it: the platform's types in the person's language, any other
 * by the name the server gives it (a tenant's own type has no translation here).
 */
export function useTodoTypeLabel(): (code: string, serverName?: string) => string {
  const { t } = useLingui();
  return useCallback(
    (code: string, serverName?: string) => {
      if (code === 'TODO_INT') return t`Internal to-do`;
      if (code === 'TODO_PAYROLL_ITEM') return t`Payroll item to-do`;
      return serverName ?? code;
    },
    [t],
  );
}
