import { GoodsText } from '@emall/contract';
import { Card, Col, Form, InputNumber, Row, Switch, type FormInstance } from 'antd';
import type { GoodsForm } from '../goods-form.ts';

/** 售后规则: the goods' own no-reason return window (empty: the shop's), or none at all. */
export function AfterSalesSection({ form }: { form: FormInstance<GoodsForm> }) {
  const excluded = Form.useWatch('noReasonExcluded', form) === true;
  return (
    <Card title={GoodsText.sectionAfterSales} id="after-sales">
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item name="noReasonDays" label={GoodsText.noReasonDays} extra={GoodsText.noReasonDaysHint}>
            <InputNumber min={1} max={365} precision={0} placeholder={GoodsText.noReasonDaysPlaceholder} disabled={excluded} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="noReasonExcluded" label={GoodsText.noReasonExcluded} extra={GoodsText.noReasonExcludedHint} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
