import { MINE_ROUTE, OrderListTab, UiText, WarrantyUiText, orderListUrl, type WarrantyCardView } from '@emall/contract';
import { isValidId } from '@emall/domain';
import { PullRefresh } from '../../../ui/pull-refresh.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLoginRequired } from '../../../lib/use-login-required.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoading } from '../../../ui/page-loading.tsx';
import { StateBlock } from '../../../ui/state-block.tsx';
import { useWarrantyCards } from '../api/warranty-api.ts';
import { CardItem } from '../components/card-item.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { WarrantySkeleton } from '../components/warranty-skeleton.tsx';
import { useBackTo } from '../utils/use-back-to.ts';
import styles from '../components/warranty.module.css';
import cardStyles from '../../../ui/card.module.css';
import { ListFoot } from '../../../ui/list-foot.tsx';

/** /order/warranty (ours, docs/decisions/warranty.md): 我的保修, every card newest first; ?orderId= one order's cards. */
export function WarrantyListPage() {
  const loggedIn = useLoginRequired();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const back = useBackTo(MINE_ROUTE);
  useDocumentTitle(WarrantyUiText.listTitle);
  if (!loggedIn) return <PageLoading />;
  return (
    <main className={cardStyles.page}>
      <PageHeader title={WarrantyUiText.listTitle} onBack={back} />
      <CardList orderId={isValidId(orderId) ? orderId : ''} />
    </main>
  );
}

function CardList({ orderId }: { orderId: string }) {
  const list = useWarrantyCards(orderId);
  const navigate = useNavigate();
  const cards: WarrantyCardView[] = list.data?.pages.flatMap((page) => page.result) ?? [];
  if (list.isPending) return <WarrantySkeleton />;
  if (list.isError && !list.data) return <LoadFailed error={list.error} retry={() => void list.refetch()} />;
  if (cards.length === 0) {
    return (
      <StateBlock
        illustration="empty"
        title={WarrantyUiText.noCards}
        description={WarrantyUiText.noCardsHint}
        actionText={UiText.myOrders}
        onAction={() => void navigate(orderListUrl(OrderListTab.all))}
        fullPage
      />
    );
  }
  return (
    <PullRefresh onRefresh={async () => void (await list.refetch())}>
      <ul className={styles.plainList} aria-label={WarrantyUiText.listTitle}>
        {cards.map((card) => (
          <CardItem key={card.cardId} card={card} />
        ))}
      </ul>
      <ListFoot list={list} />
    </PullRefresh>
  );
}
