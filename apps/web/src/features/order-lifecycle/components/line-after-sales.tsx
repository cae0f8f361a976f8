import { AfterSalesUiText, WarrantyUiText, afterSalesApplyTypeUrl, afterSalesDetailUrl, warrantyDetailUrl, warrantyListUrl, type OrderLineOfOrder } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import styles from './line-after-sales.module.css';

/**
 * Under a line of the order detail: 售后中 with 查看售后 while an open case holds its pieces,
 * 申请售后 when the server says a type may be asked for it now (its rule, not the page's), and
 * 查看保修卡 when its units carry warranty cards (`cardIds`: one opens the card, several the order's cards).
 */
export function LineAfterSales({ orderId, line, cardIds = [] }: { orderId: string; line: OrderLineOfOrder; cardIds?: string[] }) {
  const navigate = useNavigate();
  const { types, openCaseId } = line.afterSales;
  if (types.length === 0 && openCaseId === null && cardIds.length === 0) return null;
  const [onlyCard] = cardIds;
  return (
    <div className={styles.row} role="group" aria-label={`${line.name} ${AfterSalesUiText.entryTitle}`}>
      {openCaseId !== null ? (
        <>
          <span className={styles.state}>{AfterSalesUiText.lineInProgress}</span>
          <Button size="mini" shape="rounded" fill="outline" onClick={() => void navigate(afterSalesDetailUrl(openCaseId))}>
            {AfterSalesUiText.viewCase}
          </Button>
        </>
      ) : null}
      {cardIds.length > 0 ? (
        <Button size="mini" shape="rounded" fill="outline" onClick={() => void navigate(cardIds.length === 1 && onlyCard ? warrantyDetailUrl(onlyCard) : warrantyListUrl(orderId))}>
          {WarrantyUiText.viewCard}
        </Button>
      ) : null}
      {types.length > 0 ? (
        <Button size="mini" shape="rounded" fill="outline" color="primary" onClick={() => void navigate(afterSalesApplyTypeUrl(orderId, line.lineId))}>
          {AfterSalesUiText.apply}
        </Button>
      ) : null}
    </div>
  );
}
