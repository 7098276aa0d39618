import { useSyncExternalStore } from 'react';
import { getTenantState, subscribeTenant, type TenantState } from '../sync/tenant';

export function useTenantState(): TenantState {
  return useSyncExternalStore(subscribeTenant, getTenantState, getTenantState);
}
