/** Query keys of the users domain. */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  connections: (id: number, kind: 'followers' | 'friends') => [...userKeys.all, 'connections', id, kind] as const,
};
