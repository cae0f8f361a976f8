import { JobsAdminPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

export const jobsKey = ['jobs'] as const;
/** The queues move on their own: the page reads them again every few seconds while it is open. */
const REFRESH_MS = 5_000;

/** 后台任务: each queue's depth and the latest failures. */
export function useJobsOverview() {
  return useQuery({
    queryKey: jobsKey,
    queryFn: ({ signal }) => http.get(JobsAdminPaths.queues, { signal }),
    refetchInterval: REFRESH_MS,
  });
}
