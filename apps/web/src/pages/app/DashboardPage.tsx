import '../../features/analytics/i18n';
import '@mantine/charts/styles.css';
import { DashboardView } from '../../features/dashboard/components/DashboardView';
import { DashboardCampaignActions } from '../../features/campaigns/components/DashboardCampaignActions';

// DashboardPage is /app/dashboard and /dashboard; "New campaign" opens the campaign wizard, "Mail rotation" the rotation dialog.
export function DashboardPage() {
  return <DashboardView campaignActions={<DashboardCampaignActions />} />;
}
