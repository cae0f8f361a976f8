import { AfterSalesUiText, afterSalesEntryUrl } from '@emall/contract';
import Button from 'antd-mobile/es/components/button';
import { useNavigate } from 'react-router';
import { useAfterSalesEntry } from '../../after-sales/api/after-sales-api.ts';
import styles from './after-sales-link.module.css';

/** 申请售后 under a paid order's goods when a line may be asked for now; 售后记录 when it has cases. */
export function AfterSalesLink({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const entry = useAfterSalesEntry(orderId);
  const data = entry.data;
  if (!data) return null;
  const eligible = data.lines.some((line) => line.types.length > 0);
  if (!eligible && data.cases.length === 0) return null;
  return (
    <div className={styles.row}>
      <Button size="small" shape="rounded" fill="outline" color={eligible ? 'primary' : 'default'} onClick={() => void navigate(afterSalesEntryUrl(orderId))}>
        {eligible ? AfterSalesUiText.apply : AfterSalesUiText.myCases}
      </Button>
    </div>
  );
}
