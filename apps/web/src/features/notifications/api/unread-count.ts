import { NotificationPaths } from '@emall/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** 我的's badge: how many messages are unread (silent: no badge when it fails). */
export function useUnreadMessages(enabled = true) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: ['messages', userId, 'unread'],
    queryFn: ({ signal }) => http.get(NotificationPaths.unread, { silent: true, signal }),
    enabled,
    staleTime: 0,
  });
}

