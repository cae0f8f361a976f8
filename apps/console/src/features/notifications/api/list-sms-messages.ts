import { SmsAdminPaths, type SmsMessageQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** One page of the notification SMS, newest first, matching the filters. */
export function useSmsMessages(query: SmsMessageQuery) {
  return useQuery({
    queryKey: ['sms', 'messages', query],
    queryFn: ({ signal }) => http.get(SmsAdminPaths.messages, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
