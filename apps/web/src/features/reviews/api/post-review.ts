import { Paths, type PostReviewBody, type PostReviewResult } from '@emall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { reviewListKey } from '../../../lib/api/get-review-list.ts';

/** POST /hermes/v1/orders/comment (§7). A refusal is toasted by the HTTP wrapper; the page keeps what was typed. */
function postReview(body: PostReviewBody): Promise<PostReviewResult> {
  return http.post(Paths.reviewPost, body);
}

export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReview,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: ['review-products', result.orderNo] });
      void queryClient.invalidateQueries({ queryKey: reviewListKey(result.productId) });
      void queryClient.invalidateQueries({ queryKey: ['my-reviews'] });
    },
  });
}
