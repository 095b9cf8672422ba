// SCAFFOLD: replaced by the feature's real screen.
import { Outlet } from 'react-router';
export function PublicLayout() {
  return <Outlet />;
}
