import { GoodsLimits, GoodsText, type StockLedgerEntry } from '@emall/contract';
import { Alert, Descriptions, Form, Input, InputNumber, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { formatTime } from '../../../lib/format-time.ts';
import { useAdjustStock } from '../api/adjust-stock.ts';
import { useStockLedger } from '../api/get-stock-ledger.ts';

export interface AdjustingSku {
  id: string;
  code: string;
  specsName: string;
  stock: number;
}

interface AdjustForm {
  delta: number | null;
  reason: string;
}

/**
 * 调整库存: a delta (in or out) with its reason, applied on the server as a relative change (orders
 * taking stock meanwhile are kept), and the SKU's ledger below.
 */
export function StockAdjustModal({ goodsId, sku, onClose }: { goodsId: string; sku: AdjustingSku | null; onClose: () => void }) {
  const [form] = Form.useForm<AdjustForm>();
  const adjust = useAdjustStock();
  const ledger = useStockLedger(goodsId, sku?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields();
    setFailure(null);
    try {
      await adjust.mutateAsync({ goodsId, skuId: sku!.id, body: { delta: values.delta ?? 0, reason: values.reason.trim() } });
      showSuccess(GoodsText.adjusted);
      close();
    } catch (err) {
      setFailure((err as Error).message);
    }
  };

  return (
    <Modal
      open={sku !== null}
      title={`${GoodsText.adjustStock} · ${sku?.specsName ?? ''}`}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={adjust.isPending}
      destroyOnHidden
      width={640}
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={GoodsText.skuCode}>{sku?.code}</Descriptions.Item>
        <Descriptions.Item label={GoodsText.stockNow}>{sku?.stock}</Descriptions.Item>
      </Descriptions>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {/* Not preserved: the form is destroyed with the hidden modal, so each SKU starts empty. */}
      <Form form={form} layout="vertical" preserve={false} initialValues={{ delta: null, reason: '' }}>
        <Form.Item
          name="delta"
          label={GoodsText.adjustDelta}
          extra={GoodsText.adjustDeltaHint}
          rules={[{ required: true, message: GoodsText.required }, { validator: (_, v: number | null) => (v === 0 ? Promise.reject(new Error(GoodsText.adjustDeltaHint)) : Promise.resolve()) }]}
        >
          <InputNumber precision={0} min={-GoodsLimits.stockMax} max={GoodsLimits.stockMax} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label={GoodsText.adjustReason} rules={[{ required: true, whitespace: true, message: GoodsText.required }]}>
          <Input maxLength={GoodsLimits.reasonMax} showCount />
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{GoodsText.ledger}</Typography.Title>
      <Table<StockLedgerEntry>
        size="small"
        rowKey="id"
        loading={ledger.isFetching}
        dataSource={ledger.data?.result}
        pagination={{ pageSize: 5, size: 'small' }}
        columns={[
          { title: GoodsText.ledgerAt, dataIndex: 'at', width: 160, render: (at: string) => formatTime(at) },
          {
            title: GoodsText.ledgerChange,
            dataIndex: 'delta',
            width: 80,
            render: (d: number) => <Typography.Text type={d > 0 ? 'success' : 'danger'}>{d > 0 ? `+${d}` : d}</Typography.Text>,
          },
          { title: GoodsText.ledgerBeforeAfter, key: 'ba', width: 150, render: (_, l) => `${l.before} → ${l.after}` },
          { title: GoodsText.ledgerReason, dataIndex: 'reason' },
        ]}
      />
    </Modal>
  );
}
