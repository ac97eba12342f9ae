/** Query keys of the crypto domain. */
export const cryptoKeys = {
  all: ['crypto'] as const,
  holdings: () => [...cryptoKeys.all, 'holdings'] as const,
  prices: (q: string) => [...cryptoKeys.all, 'prices', q] as const,
};
