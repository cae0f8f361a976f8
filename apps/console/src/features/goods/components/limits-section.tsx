import { BuyerType, BuyerTypeName, GoodsLimits, GoodsText, InstallType, PreSale, Whitelist } from '@emall/contract';
import { Card, Col, Form, InputNumber, Row, Select, Switch, type FormInstance } from 'antd';
import type { GoodsForm } from '../goods-form.ts';

const buyerOptions = Object.values(BuyerType).map((v) => ({ value: v, label: BuyerTypeName[v] }));

/** 购买限制 and 标签: purchase limit, who may buy, pre-sale, installation, carriage; the tags shoppers see. */
export function LimitsSection({ form }: { form: FormInstance<GoodsForm> }) {
  const limited = Form.useWatch('userLimitFlag', form);
  const flag = (name: keyof GoodsForm, label: string, on: number, off: number) => (
    <Form.Item name={name} label={label} valuePropName="checked" getValueProps={(v: number) => ({ checked: v === on })} normalize={(checked: boolean) => (checked ? on : off)}>
      <Switch />
    </Form.Item>
  );
  return (
    <>
      <Card title={GoodsText.sectionLimits} id="limits">
        <Row gutter={24}>
          <Col span={4}>
            <Form.Item name="userLimitFlag" label={GoodsText.userLimitFlag} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name="userLimit" label={GoodsText.userLimit} rules={limited ? [{ required: true, type: 'number', min: 1, message: GoodsText.userLimit }] : []}>
              <InputNumber min={0} max={GoodsLimits.userLimitMax} precision={0} disabled={!limited} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="buyerType" label={GoodsText.buyerType}>
              <Select options={buyerOptions} />
            </Form.Item>
          </Col>
          <Col span={3}>{flag('whitelist', GoodsText.whitelist, Whitelist.yes, Whitelist.no)}</Col>
          <Col span={2}>{flag('preSale', GoodsText.preSale, PreSale.preSale, PreSale.normal)}</Col>
          <Col span={2}>{flag('installType', GoodsText.installType, InstallType.install, InstallType.notinstall)}</Col>
          <Col span={2}>
            <Form.Item name="costFree" label={GoodsText.costFree} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={GoodsText.sectionTags} id="tags">
        <Form.Item
          name="tags"
          label={GoodsText.tags}
          extra={GoodsText.tagsHint}
          rules={[{ validator: (_, tags: string[] = []) => (tags.every((t) => t.length <= GoodsLimits.tagNameMax) ? Promise.resolve() : Promise.reject(new Error(GoodsText.tagsHint))) }]}
        >
          <Select mode="tags" open={false} suffixIcon={null} maxCount={GoodsLimits.tagsMax} style={{ maxWidth: 640 }} />
        </Form.Item>
      </Card>
    </>
  );
}
