import { GoodsLimits, WarrantyAdminText as T } from '@emall/contract';
import { Card, Col, Form, Input, InputNumber, Row, type FormInstance } from 'antd';
import type { GoodsForm } from '../goods-form.ts';

/** 保修: how many months each unit's warranty card runs (0: none) and what it covers, shown on the card. */
export function WarrantySection({ form }: { form: FormInstance<GoodsForm> }) {
  const none = (Form.useWatch('warrantyMonths', form) ?? 0) === 0;
  return (
    <Card title={T.sectionWarranty} id="warranty">
      <Row gutter={24}>
        <Col span={6}>
          <Form.Item name="warrantyMonths" label={T.warrantyMonths} extra={T.warrantyMonthsHint} rules={[{ required: true, message: T.warrantyMonths }]}>
            <InputNumber min={0} max={GoodsLimits.warrantyMonthsMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={18}>
          <Form.Item name="warrantyCover" label={T.cover} rules={[{ required: !none, whitespace: true, message: T.warrantyCoverRequired }]}>
            <Input.TextArea rows={3} maxLength={GoodsLimits.warrantyCoverMax} showCount placeholder={T.warrantyCoverPlaceholder} disabled={none} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
