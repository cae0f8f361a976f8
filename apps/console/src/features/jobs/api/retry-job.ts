import { JobsAdminPaths } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { jobsKey } from './get-jobs.ts';

/** 重试 a failed job; the server answers the queues as they stand after it, which replace the page's. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post(JobsAdminPaths.retry, undefined, { params: { id } }),
    onSuccess: (overview) => queryClient.setQueryData(jobsKey, overview),
    onError: () => void queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
