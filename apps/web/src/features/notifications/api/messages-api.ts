import { MESSAGES_PAGE_SIZE, NotificationPaths, type MessagesPage } from '@emall/contract';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

const listKey = (userId: string | null) => ['messages', userId, 'list'] as const;
/** unread-count.ts's key (apart, so 我的 loads the count without the list's code). */
const unreadKey = (userId: string | null) => ['messages', userId, 'unread'] as const;

/** 消息: the user's messages, newest first, a page at a time as the list scrolls. Silent: the page shows the error. */
export function useMessages() {
  const userId = useSession((s) => s.userId);
  return useInfiniteQuery({
    queryKey: listKey(userId),
    queryFn: ({ pageParam, signal }) => http.get(NotificationPaths.list, { query: { pageNo: pageParam, pageSize: MESSAGES_PAGE_SIZE }, silent: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return last.result.length === 0 || loaded >= last.totalNum ? undefined : last.pageNo + 1;
    },
    staleTime: 0,
  });
}

/** Marks a message read: the list shows it read at once, the count is read again. */
export function useReadMessage() {
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.post(NotificationPaths.read, undefined, { params: { id } }),
    onSuccess: (read) => {
      client.setQueryData<InfiniteData<MessagesPage>>(listKey(userId), (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, result: page.result.map((m) => (m.messageId === read.messageId ? read : m)) })) } : data,
      );
      void client.invalidateQueries({ queryKey: unreadKey(userId) });
    },
  });
}
