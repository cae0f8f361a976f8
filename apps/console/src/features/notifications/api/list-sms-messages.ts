import { SmsAdminPaths, type SmsMessageQuery } from '@emall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

/** One page of the SMS (login codes and notifications), newest first, matching the filters. */
export function useSmsMessages(query: SmsMessageQuery) {
  return useQuery({
    queryKey: ['sms', 'messages', query],
    queryFn: ({ signal }) => http.get(SmsAdminPaths.messages, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
