/** Query keys of the dashboards domain. */
export const dashboardKeys = {
  all: ['dashboards'] as const,
  crm: () => [...dashboardKeys.all, 'crm'] as const,
  activities: (page: number, perPage: number) => [...dashboardKeys.crm(), 'activities', { page, perPage }] as const,
  ecommerce: () => [...dashboardKeys.all, 'ecommerce'] as const,
  analytics: () => [...dashboardKeys.all, 'analytics'] as const,
  operations: () => [...dashboardKeys.all, 'operations'] as const,
};
