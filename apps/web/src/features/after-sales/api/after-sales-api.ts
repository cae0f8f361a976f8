import { Paths, UploadType, type AfterSalesApplyBody, type AfterSalesCaseDetail, type AfterSalesMessageBody, type AfterSalesQuoteBody, type AfterSalesReturnBody, type UploadedFile } from '@emall/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const afterSalesKeys = {
  all: (userId: string | null) => ['after-sales', userId] as const,
  entry: (userId: string | null, orderId: string) => ['after-sales', userId, 'entry', orderId] as const,
  list: (userId: string | null) => ['after-sales', userId, 'list'] as const,
  detail: (userId: string | null, id: string) => ['after-sales', userId, 'case', id] as const,
  quote: (userId: string | null, body: AfterSalesQuoteBody) => ['after-sales', userId, 'quote', body] as const,
};

/** GET the order's after-sales entry: per line what may be asked now (or why not), the reasons, its cases. Silent: the page shows the error. */
export function useAfterSalesEntry(orderId: string) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: afterSalesKeys.entry(userId, orderId),
    queryFn: ({ signal }) => http.get(Paths.afterSalesOrder, { params: { orderId }, silent: true, signal }),
    enabled: orderId !== '',
    staleTime: 0,
  });
}

/** What the chosen pieces would refund, as the server computes it; null while nothing is chosen. */
export function useAfterSalesQuote(body: AfterSalesQuoteBody | null) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: afterSalesKeys.quote(userId, body ?? { orderId: 0, type: 1, lines: [] }),
    queryFn: ({ signal }) => http.post(Paths.afterSalesQuote, body as AfterSalesQuoteBody, { silent: true, signal }),
    enabled: body !== null && body.lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function applyAfterSales(body: AfterSalesApplyBody, idempotencyKey: string): Promise<AfterSalesCaseDetail> {
  return http.post(Paths.afterSalesApply, body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/file/upload/afterSales: a photo of the case. */
export function uploadAfterSalesPhoto(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  return http.post(Paths.fileUpload, form, { params: { type: UploadType.afterSales } });
}

const AFTER_SALES_PAGE_SIZE = 10;

/** The shopper's cases, newest first, a page at a time as the list scrolls. */
export function useAfterSalesList() {
  const userId = useSession((s) => s.userId);
  return useInfiniteQuery({
    queryKey: afterSalesKeys.list(userId),
    queryFn: ({ pageParam, signal }) => http.get(Paths.afterSalesList, { query: { pageNo: pageParam, pageSize: AFTER_SALES_PAGE_SIZE }, silent: true, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return last.result.length === 0 || loaded >= last.totalNum ? undefined : last.pageNo + 1;
    },
    staleTime: 0,
  });
}

export function useAfterSalesCase(id: string) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: afterSalesKeys.detail(userId, id),
    queryFn: ({ signal }) => http.get(Paths.afterSalesDetail, { params: { id }, silent: true, signal }),
    enabled: id !== '',
    staleTime: 0,
  });
}

/** Cancel, ship or add a message: the answer is the case as it is now; every list and entry is read again. */
export function useCaseAction(id: string) {
  const userId = useSession((s) => s.userId);
  const client = useQueryClient();
  const done = (next: AfterSalesCaseDetail) => {
    client.setQueryData(afterSalesKeys.detail(userId, id), next);
    void client.invalidateQueries({ queryKey: afterSalesKeys.all(userId) });
  };
  const cancel = useMutation({ mutationFn: () => http.post(Paths.afterSalesCancel, undefined, { params: { id } }), onSuccess: done });
  const ship = useMutation({ mutationFn: (body: AfterSalesReturnBody) => http.post(Paths.afterSalesReturnShipment, body, { params: { id } }), onSuccess: done });
  const message = useMutation({ mutationFn: (body: AfterSalesMessageBody) => http.post(Paths.afterSalesMessages, body, { params: { id } }), onSuccess: done });
  return { cancel, ship, message };
}
