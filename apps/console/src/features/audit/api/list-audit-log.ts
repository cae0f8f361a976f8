import { AdminPaths, type AuditListQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** One page of the audit log, newest first, matching the filters. */
export function useAuditLog(query: AuditListQuery) {
  return useQuery({
    queryKey: ['audit', 'list', query],
    queryFn: ({ signal }) => http.get(AdminPaths.auditLog, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
