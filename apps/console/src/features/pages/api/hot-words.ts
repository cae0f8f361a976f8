import { PageAdminPaths, type HotWordsBody } from '@emall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';

const hotWordsKey = (bizType: number) => ['hot-words', bizType] as const;

export function useHotWords(bizType: number) {
  return useQuery({
    queryKey: hotWordsKey(bizType),
    queryFn: ({ signal }) => http.get(PageAdminPaths.hotWords, { params: { bizType: String(bizType) }, signal }),
  });
}

export function useReplaceHotWords(bizType: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HotWordsBody) => http.put(PageAdminPaths.hotWords, body, { params: { bizType: String(bizType) } }),
    onSuccess: (words) => queryClient.setQueryData(hotWordsKey(bizType), words),
  });
}
