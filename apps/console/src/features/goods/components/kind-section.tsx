import { AgreementType, AgreementTypeName, BizType, GoodsLimits, GoodsText, IdentificationType, IdentificationTypeName, VirtualChildType, VirtualProductUse, VirtualUseName } from '@emall/contract';
import { Card, Col, Form, Input, InputNumber, Row, Select, Switch, type FormInstance } from 'antd';
import type { GoodsForm } from '../goods-form.ts';
import { yuanRule } from './sku-section.tsx';

const idOptions = Object.values(IdentificationType).map((v) => ({ value: v, label: IdentificationTypeName[v] }));
/** The agreements a goods' buyer reads or signs before buying (the product page links them). */
const agreementOptions = [AgreementType.digitalKey, AgreementType.intellect].map((v) => ({ value: v, label: AgreementTypeName[v] }));
const useOptions = Object.values(VirtualProductUse).map((v) => ({ value: v, label: VirtualUseName[v] }));

/** 类型信息: what the product page of this kind needs (fitting models, install hours, VIN, validity, face value…). */
export function KindSection({ form }: { form: FormInstance<GoodsForm> }) {
  const bizType = Form.useWatch('bizType', form);
  const virtualType = Form.useWatch('virtualType', { form, preserve: true });
  const pictures = Form.useWatch('pictures', form) ?? [];
  const isVirtual = bizType === BizType.virtual;
  const fits = bizType === BizType.attachment || bizType === BizType.lightModification || virtualType === VirtualChildType.servePacket;
  if (bizType === BizType.shop) return null;
  return (
    <Card title={GoodsText.sectionKind} id="kind">
      <Row gutter={24}>
        {fits && (
          <Col span={12}>
            <Form.Item name={['kindInfo', 'fitModels']} label={GoodsText.fitModels}>
              <Select mode="tags" open={false} suffixIcon={null} maxCount={GoodsLimits.fitModelsMax} />
            </Form.Item>
          </Col>
        )}
        {!isVirtual && (
          <Col span={6}>
            <Form.Item name={['kindInfo', 'installHours']} label={GoodsText.installHours}>
              <InputNumber min={0} max={240} precision={0} />
            </Form.Item>
          </Col>
        )}
        {isVirtual && (
          <>
            <Col span={6}>
              <Form.Item name={['kindInfo', 'identificationType']} label={GoodsText.identificationType}>
                <Select options={idOptions} allowClear placeholder={GoodsText.none} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name={['kindInfo', 'useType']} label={GoodsText.useType}>
                <Select options={useOptions} allowClear placeholder={GoodsText.none} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name={['kindInfo', 'needVin']} label={GoodsText.needVin} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name={['kindInfo', 'agreementType']} label={GoodsText.agreementType}>
                <Select options={agreementOptions} allowClear placeholder={GoodsText.none} />
              </Form.Item>
            </Col>
            <Col span={4}>
              <Form.Item name={['kindInfo', 'validDays']} label={GoodsText.validDays}>
                <InputNumber min={0} max={3650} precision={0} />
              </Form.Item>
            </Col>
            {virtualType === VirtualChildType.charging && (
              <Col span={6}>
                <Form.Item name={['kindInfo', 'faceValue']} label={GoodsText.faceValue} rules={[yuanRule]}>
                  <Input prefix="¥" inputMode="decimal" />
                </Form.Item>
              </Col>
            )}
            {(virtualType === VirtualChildType.intellect || virtualType === VirtualChildType.virtual) && (
              <Col span={12}>
                <Form.Item name={['kindInfo', 'adsTitle']} label={GoodsText.adsTitle}>
                  <Input maxLength={GoodsLimits.nameMax} />
                </Form.Item>
              </Col>
            )}
            {(virtualType === VirtualChildType.sound || virtualType === VirtualChildType.wallpaper) && (
              <Col span={12}>
                <Form.Item name={['kindInfo', 'previewUrl']} label={GoodsText.previewUrl}>
                  <Select allowClear options={pictures.map((url, i) => ({ value: url, label: `${GoodsText.pictures} ${i + 1}` }))} placeholder={GoodsText.none} />
                </Form.Item>
              </Col>
            )}
          </>
        )}
      </Row>
    </Card>
  );
}
