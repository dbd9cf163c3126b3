/** The talent pools' query keys: every change to a pool refreshes everything under `all`. */
export const poolKeys = {
  all: ['company', 'talent-pools'] as const,
  list: (query: object) => ['company', 'talent-pools', 'list', query] as const,
  pool: (poolId: string, query: object) => ['company', 'talent-pools', 'detail', poolId, query] as const,
};
