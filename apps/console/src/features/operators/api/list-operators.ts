import { AdminPaths, type OperatorListQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const operatorListKey = ['operators', 'list'] as const;

/** One page of operators matching the filters; the previous page stays on screen while the next loads. */
export function useOperatorList(query: OperatorListQuery) {
  return useQuery({
    queryKey: [...operatorListKey, query],
    queryFn: ({ signal }) => http.get(AdminPaths.operators, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
