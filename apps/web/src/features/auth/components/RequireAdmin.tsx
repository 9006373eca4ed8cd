import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../hooks/useAuth';

// RequireAdmin renders its child routes for admins; other signed-in users go to /app/dashboard.
export function RequireAdmin() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'admin') return <Navigate to="/app/dashboard" replace />;
  return <Outlet />;
}
