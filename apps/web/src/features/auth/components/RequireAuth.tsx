import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../../../ui/FullPageLoader';
import { useAuth } from '../hooks/useAuth';

// RequireAuth renders its child routes for a signed-in user; visitors go to /login.
export function RequireAuth() {
  const { t } = useTranslation();
  const { status } = useAuth();
  if (status === 'loading') return <FullPageLoader label={t('common.checkingSession')} />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return <Outlet />;
}
