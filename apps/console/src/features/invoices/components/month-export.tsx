import { DownloadOutlined } from '@ant-design/icons';
import { fillText, InvoiceAdminText as T } from '@emall/contract';
import { Button, DatePicker, Space, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { downloadInvoiceMonth } from '../api/invoice-files.ts';

/** 导出 CSV: a month (this one unless picked), its invoices downloaded as the server writes them. */
export function MonthExport() {
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [running, setRunning] = useState(false);
  const run = async () => {
    const text = month.format('YYYY-MM');
    setRunning(true);
    try {
      await downloadInvoiceMonth(text);
      showSuccess(fillText(T.exported, { month: text }));
    } catch {
      // The client has toasted the server's message.
    } finally {
      setRunning(false);
    }
  };
  return (
    <Space size={8}>
      <DatePicker
        picker="month"
        value={month}
        onChange={(value) => value && setMonth(value)}
        allowClear={false}
        format="YYYY-MM"
        aria-label={T.exportMonthPick}
        disabledDate={(d) => d.isAfter(dayjs(), 'month')}
        style={{ width: 130 }}
      />
      <Tooltip title={T.exportHint}>
        <Button icon={<DownloadOutlined />} loading={running} disabled={running} onClick={() => void run()}>
          {T.exportCsv}
        </Button>
      </Tooltip>
    </Space>
  );
}
