import { DashboardView } from '../../features/dashboard/components/DashboardView';

// DashboardPage is /app/dashboard and /dashboard.
export function DashboardPage() {
  return <DashboardView />;
}
