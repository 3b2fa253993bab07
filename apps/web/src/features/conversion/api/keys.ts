/** Query keys of the conversion area: a quote per source currency, fetched fresh when it expires. */
export const conversionKeys = {
  all: ['conversion'] as const,
  quote: (from: string) => [...conversionKeys.all, 'quote', from] as const,
};
