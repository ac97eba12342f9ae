/** Query keys of the products domain. */
export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
  detail: (uid: string) => [...productKeys.all, 'detail', uid] as const,
};
