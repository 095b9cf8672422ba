// Signing out from the public header: the account menu and the phone menu.
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { paths } from '../../config/paths';

export function useSignOut() {
  const { club } = useTenant();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    void navigate(paths.login.href(club));
  };
}
