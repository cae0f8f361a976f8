import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DeductType, GoodsLimits, GoodsText } from '@emall/contract';
import { specsNameOf, yuanToFen } from '@emall/domain';
import { Button, Card, Form, Input, InputNumber, Select, Space, Table, Tag, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import type { GoodsForm, SkuRow } from '../goods-form.ts';
import { StockAdjustModal, type AdjustingSku } from './stock-adjust-modal.tsx';

/** A yuan text field's rule: what yuanToFen reads, nothing else. */
export const yuanRule = {
  validator: (_: unknown, v: string | undefined) => (v !== undefined && yuanToFen(v) !== null ? Promise.resolve() : Promise.reject(new Error(GoodsText.yuanInvalid))),
};

interface SkuSectionProps {
  form: FormInstance<GoodsForm>;
  goodsId: string | null;
  canAdjustStock: boolean;
}

/** 规格与库存: the specs, and one row per combination with its code, prices and stock. */
export function SkuSection({ form, goodsId, canAdjustStock }: SkuSectionProps) {
  const [adjusting, setAdjusting] = useState<AdjustingSku | null>(null);
  const skus = Form.useWatch('skus', { form, preserve: true }) ?? [];
  const deductType = Form.useWatch('deductType', form);
  const eOnly = deductType === DeductType.integral;

  return (
    <Card title={GoodsText.sectionSkus} id="skus">
      <Form.List name="specs">
        {(fields, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }} size={8}>
            {fields.map((field, i) => (
              <Space key={field.key} align="start" wrap>
                <Form.Item name={[field.name, 'name']} rules={[{ required: true, whitespace: true, message: GoodsText.required }]} style={{ marginBottom: 0 }}>
                  <Input placeholder={GoodsText.specName} aria-label={`${GoodsText.specName} ${i + 1}`} maxLength={GoodsLimits.specTextMax} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'values']} rules={[{ required: true, message: GoodsText.required }]} style={{ marginBottom: 0 }}>
                  <Select
                    mode="tags"
                    open={false}
                    suffixIcon={null}
                    tokenSeparators={[',', '，']}
                    placeholder={GoodsText.specValuesHint}
                    aria-label={`${GoodsText.specValues} ${i + 1}`}
                    style={{ width: 520 }}
                  />
                </Form.Item>
                {fields.length > 1 && <Button type="text" danger icon={<DeleteOutlined />} aria-label={GoodsText.remove} onClick={() => remove(field.name)} />}
              </Space>
            ))}
            {fields.length < GoodsLimits.specsMax && (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', values: [] })}>
                {GoodsText.addSpec}
              </Button>
            )}
          </Space>
        )}
      </Form.List>

      <Table<SkuRow & { index: number }>
        style={{ marginTop: 16 }}
        size="middle"
        rowKey={(row) => row.id ?? specsNameOf(row.specValues)}
        pagination={false}
        dataSource={skus.map((row, index) => ({ ...row, index }))}
        columns={[
          {
            title: GoodsText.specValues,
            key: 'spec',
            width: 180,
            render: (_, row) => (
              <Space size={4} wrap>
                {row.specValues.map((v) => (
                  <Tag key={v}>{v}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: GoodsText.skuCode,
            key: 'code',
            width: 200,
            render: (_, row) => (
              <Form.Item name={['skus', row.index, 'code']} rules={[{ required: true, pattern: /^[A-Za-z0-9_-]+$/, message: GoodsText.skuCode }]} style={{ marginBottom: 0 }}>
                <Input aria-label={`${GoodsText.skuCode} ${specsNameOf(row.specValues)}`} maxLength={GoodsLimits.skuCodeMax} />
              </Form.Item>
            ),
          },
          {
            title: GoodsText.skuPrice,
            key: 'price',
            width: 130,
            render: (_, row) => (
              <Form.Item name={['skus', row.index, 'price']} rules={[yuanRule]} style={{ marginBottom: 0 }}>
                <Input prefix="¥" inputMode="decimal" disabled={eOnly} aria-label={`${GoodsText.skuPrice} ${specsNameOf(row.specValues)}`} />
              </Form.Item>
            ),
          },
          {
            title: GoodsText.skuOriginPrice,
            key: 'productPrice',
            width: 130,
            render: (_, row) => (
              <Form.Item name={['skus', row.index, 'productPrice']} rules={[yuanRule]} style={{ marginBottom: 0 }}>
                <Input prefix="¥" inputMode="decimal" aria-label={`${GoodsText.skuOriginPrice} ${specsNameOf(row.specValues)}`} />
              </Form.Item>
            ),
          },
          {
            title: GoodsText.skuEValue,
            key: 'eValue',
            width: 120,
            render: (_, row) => (
              <Form.Item name={['skus', row.index, 'eValue']} style={{ marginBottom: 0 }}>
                <InputNumber min={0} precision={0} disabled={deductType === DeductType.cash} aria-label={`${GoodsText.skuEValue} ${specsNameOf(row.specValues)}`} />
              </Form.Item>
            ),
          },
          {
            title: GoodsText.skuStock,
            key: 'stock',
            width: 190,
            render: (_, row) =>
              row.id ? (
                <Space>
                  <Typography.Text strong>{row.stock}</Typography.Text>
                  {canAdjustStock && goodsId && (
                    <Button
                      size="small"
                      onClick={() => setAdjusting({ id: row.id!, code: row.code, specsName: specsNameOf(row.specValues), stock: row.stock })}
                    >
                      {GoodsText.adjustStock}
                    </Button>
                  )}
                </Space>
              ) : (
                <Form.Item name={['skus', row.index, 'stock']} style={{ marginBottom: 0 }}>
                  <InputNumber
                    min={0}
                    max={GoodsLimits.stockMax}
                    precision={0}
                    placeholder={GoodsText.skuStockNew}
                    aria-label={`${GoodsText.skuStockNew} ${specsNameOf(row.specValues)}`}
                  />
                </Form.Item>
              ),
          },
        ]}
      />
      {goodsId && <StockAdjustModal goodsId={goodsId} sku={adjusting} onClose={() => setAdjusting(null)} />}
    </Card>
  );
}
