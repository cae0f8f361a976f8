import { AfterSalesUiText, OrderListTab, UiText, orderListUrl, type AfterSalesCaseBrief } from '@emall/contract';
import { PullRefresh } from '../../../ui/pull-refresh.tsx';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useAfterSalesList } from '../api/after-sales-api.ts';
import { AfterSalesSkeleton } from '../components/after-sales-skeleton.tsx';
import { CaseCard } from '../components/case-card.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import styles from '../components/after-sales.module.css';
import cardStyles from '../../../ui/card.module.css';
import { ListFoot } from '../../../ui/list-foot.tsx';

/** /order/afterSales (§2): the shopper's cases, newest first; also the order list's 退款/售后 tab. */
export function CaseListPage() {
  const loggedIn = useLoginRequired();
  useDocumentTitle(AfterSalesUiText.listTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={AfterSalesUiText.listTitle} />
      <CaseList />
    </main>
  );
}

function CaseList() {
  const list = useAfterSalesList();
  const navigate = useNavigate();
  const cases: AfterSalesCaseBrief[] = list.data?.pages.flatMap((page) => page.result) ?? [];
  if (list.isPending) return <AfterSalesSkeleton />;
  if (list.isError && !list.data) return <LoadFailed error={list.error} retry={() => void list.refetch()} />;
  if (cases.length === 0) {
    return (
      <StateBlock
        illustration="empty"
        title={AfterSalesUiText.noCases}
        description={AfterSalesUiText.noCasesHint}
        actionText={UiText.myOrders}
        onAction={() => void navigate(orderListUrl(OrderListTab.all))}
        fullPage
      />
    );
  }
  return (
    <PullRefresh onRefresh={async () => void (await list.refetch())}>
      <ul className={styles.plainList} aria-label={AfterSalesUiText.listTitle}>
        {cases.map((item) => (
          <CaseCard key={item.id} item={item} />
        ))}
      </ul>
      <ListFoot list={list} />
    </PullRefresh>
  );
}
