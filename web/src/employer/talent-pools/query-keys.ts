/** The talent pools' query keys: every change to a pool refreshes everything under `all`. */
export const poolKeys = {
  all: ['company', 'talent-pools'] as const,
  list: (page: number) => ['company', 'talent-pools', 'list', { page }] as const,
  pool: (poolId: string, query: object) => ['company', 'talent-pools', 'detail', poolId, query] as const,
};
