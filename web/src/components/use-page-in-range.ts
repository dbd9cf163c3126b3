import { useEffect } from 'react';

/**
 * A page past the last one (its last item was just deleted, or a hand-edited link) moves to the
 * last page there is, instead of showing an empty list of a collection that is not empty.
 */
export function usePageInRange(
  pagination: { page: number; totalPages: number } | undefined,
  onPage: (page: number) => void,
): void {
  const totalPages = pagination?.totalPages ?? 0;
  const page = pagination?.page ?? 1;
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onPage(totalPages);
  }, [page, totalPages, onPage]);
}
