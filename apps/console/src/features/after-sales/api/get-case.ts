import { AfterSalesAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { afterSalesKey } from './list-cases.ts';

export const caseKey = (id: string) => [...afterSalesKey, 'case', id] as const;

/** One case with its order, refund split, photos and timeline. */
export function useAfterSalesCase(id: string) {
  return useQuery({
    queryKey: caseKey(id),
    queryFn: ({ signal }) => http.get(AfterSalesAdminPaths.case, { params: { id }, signal }),
  });
}
