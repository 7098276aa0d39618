import { useSyncExternalStore } from 'react';
import { getTenantState, subscribeTenant, type TenantState } from '../session/tenant';

export function useTenantState(): TenantState {
  return useSyncExternalStore(subscribeTenant, getTenantState, getTenantState);
}
