import {
  AnnexChildType,
  AnnexTypeName,
  BizType,
  BizTypeName,
  DeductType,
  DeductTypeName,
  EditableGoodsKind,
  GoodsLimits,
  GoodsText,
  VirtualChildType,
  VirtualTypeName,
} from '@emall/contract';
import { Card, Col, Form, Input, Radio, Row, Select, type FormInstance } from 'antd';
import type { GoodsForm } from '../goods-form.ts';
import { yuanRule } from './sku-section.tsx';

const kindOptions = Object.keys(EditableGoodsKind).map((biz) => ({ value: Number(biz), label: BizTypeName[Number(biz)] }));
const virtualOptions = Object.values(VirtualChildType).map((v) => ({ value: v, label: VirtualTypeName[v] }));
const annexOptions = Object.values(AnnexChildType).map((v) => ({ value: v, label: AnnexTypeName[v] }));
const deductOptions = Object.values(DeductType).map((v) => ({ value: v, label: DeductTypeName[v] }));

/** 基本信息: kind (fixed once created), names, description and how it is paid. */
export function BasicSection({ form, creating }: { form: FormInstance<GoodsForm>; creating: boolean }) {
  const bizType = Form.useWatch('bizType', form);
  const deductType = Form.useWatch('deductType', form);
  return (
    <Card title={GoodsText.sectionBasic} id="basic">
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item name="bizType" label={GoodsText.bizType} rules={[{ required: true }]}>
            <Select
              options={kindOptions}
              disabled={!creating}
              onChange={(biz: number) =>
                form.setFieldsValue({
                  virtualType: biz === BizType.virtual ? VirtualChildType.virtual : null,
                  annexType: biz === BizType.attachment ? AnnexChildType.Attachment : null,
                })
              }
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          {bizType === BizType.virtual && (
            <Form.Item name="virtualType" label={GoodsText.virtualType} rules={[{ required: true }]}>
              <Select options={virtualOptions} disabled={!creating} />
            </Form.Item>
          )}
          {bizType === BizType.attachment && (
            <Form.Item name="annexType" label={GoodsText.annexType} rules={[{ required: true }]}>
              <Select options={annexOptions} />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item name="name" label={GoodsText.name} rules={[{ required: true, whitespace: true, message: GoodsText.required }]}>
            <Input maxLength={GoodsLimits.nameMax} showCount />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="saleName" label={GoodsText.saleName} rules={[{ required: true, whitespace: true, message: GoodsText.required }]}>
            <Input maxLength={GoodsLimits.saleNameMax} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={GoodsText.description}>
        <Input.TextArea maxLength={GoodsLimits.descriptionMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Row gutter={24}>
        <Col span={14}>
          <Form.Item name="deductType" label={GoodsText.deductType}>
            <Radio.Group options={deductOptions} optionType="button" />
          </Form.Item>
        </Col>
        <Col span={10}>
          {deductType === DeductType.cash && (
            <Form.Item name="deductAmount" label={GoodsText.deductAmount} rules={[yuanRule]}>
              <Input prefix="¥" inputMode="decimal" style={{ width: 200 }} />
            </Form.Item>
          )}
        </Col>
      </Row>
    </Card>
  );
}
