/** Query keys of the roles domain. */
export const roleKeys = {
  all: ['roles'] as const,
  list: () => [...roleKeys.all, 'list'] as const,
  members: () => [...roleKeys.all, 'members'] as const,
  permissions: () => [...roleKeys.all, 'permissions'] as const,
};
