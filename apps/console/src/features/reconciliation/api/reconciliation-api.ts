import { ReconciliationPaths, type MismatchQuery, type StatementDaysQuery } from '@emall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const reconciliationKey = ['reconciliation'] as const;

/** The channel's statements, newest day first. */
export function useStatementDays(query: StatementDaysQuery) {
  return useQuery({
    queryKey: [...reconciliationKey, 'days', query],
    queryFn: ({ signal }) => http.get(ReconciliationPaths.days, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A day's mismatches, filtered and paged; nothing is asked before a day is chosen. */
export function useDayMismatches(day: string | null, query: MismatchQuery) {
  return useQuery({
    queryKey: [...reconciliationKey, 'mismatches', day, query],
    queryFn: ({ signal }) => http.get(ReconciliationPaths.mismatches, { params: { day: day! }, query, signal }),
    enabled: day !== null,
    placeholderData: keepPreviousData,
  });
}

/** 重新对账 and 标记已处理: both change the counts and the rows, so every 对账 read is asked again. */
export function useReconciliationActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: reconciliationKey });
  return {
    rerun: useMutation({ mutationFn: (day: string) => http.post(ReconciliationPaths.rerun, undefined, { params: { day } }), onSettled }),
    handle: useMutation({ mutationFn: ({ id, remark }: { id: string; remark: string }) => http.post(ReconciliationPaths.handle, { remark }, { params: { id } }), onSettled }),
  };
}
