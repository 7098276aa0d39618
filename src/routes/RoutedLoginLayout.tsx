import { Outlet } from '@tanstack/react-router';
import { LoginLayout } from '../app/layout/LoginLayout';

/** The login layout as a route's component: its own chunk, as /jobs never draws it (P4). */
export function RoutedLoginLayout() {
  return (
    <LoginLayout>
      <Outlet />
    </LoginLayout>
  );
}
