import { Paths } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** GET /api/evaluation/pointShow/2/1 (§7): the E-value a review earns. Silent: the hint is a nicety. */
const pointShowQueryOptions = () =>
  queryOptions({
    queryKey: ['review-point-show'],
    queryFn: ({ signal }) => http.get(Paths.reviewPointShow, { silent: true, signal }),
    staleTime: 5 * 60_000,
  });

export function usePointShow() {
  return useQuery(pointShowQueryOptions());
}
