import { ReconciliationPaths, type MismatchQuery, type StatementDaysQuery } from '@emall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const reconciliationKey = ['reconciliation'] as const;

/** The channels' statements, newest day first: one row per day and channel. */
export function useStatementDays(query: StatementDaysQuery) {
  return useQuery({
    queryKey: [...reconciliationKey, 'days', query],
    queryFn: ({ signal }) => http.get(ReconciliationPaths.days, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A statement: one channel's bill of one day. */
export interface StatementKey {
  day: string;
  channel: string;
}

/** A day's mismatches on one channel, filtered and paged; nothing is asked before a statement is chosen. */
export function useDayMismatches(statement: StatementKey | null, query: MismatchQuery) {
  return useQuery({
    queryKey: [...reconciliationKey, 'mismatches', statement, query],
    queryFn: ({ signal }) => http.get(ReconciliationPaths.mismatches, { params: { day: statement!.day }, query: { ...query, channel: statement!.channel }, signal }),
    enabled: statement !== null,
    placeholderData: keepPreviousData,
  });
}

/** 重新对账 and 标记已处理: both change the counts and the rows, so every 对账 read is asked again. */
export function useReconciliationActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: reconciliationKey });
  return {
    rerun: useMutation({ mutationFn: ({ day, channel }: StatementKey) => http.post(ReconciliationPaths.rerun, undefined, { params: { day }, query: { channel } }), onSettled }),
    handle: useMutation({ mutationFn: ({ id, remark }: { id: string; remark: string }) => http.post(ReconciliationPaths.handle, { remark }, { params: { id } }), onSettled }),
  };
}
