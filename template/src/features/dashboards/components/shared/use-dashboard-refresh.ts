/**
 * Refresh for the cards drawn from a dashboard's one answer (GET dashboards/<name>): the card's menu
 * asks for the whole answer again, and every card of the dashboard redraws from it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../api/keys';

export type DashboardName = 'crm' | 'ecommerce' | 'analytics' | 'operations';

export function useDashboardRefresh(dashboard: DashboardName): () => void {
  const client = useQueryClient();
  return () => void client.refetchQueries({ queryKey: dashboardKeys[dashboard](), exact: true });
}
