import {
  CardType,
  CardTypeName,
  fillText,
  GoodsType,
  GoodsTypeName,
  MarketingText,
  RightsPoolKind,
  type AdminPool,
  type AdminPoolBody,
} from '@emall/contract';
import { fenOfYuan } from '@emall/domain';
import { Alert, Button, Col, DatePicker, Divider, Drawer, Form, Input, InputNumber, Radio, Row, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { showSuccess } from '../../../lib/feedback.ts';
import { useSavePool } from '../api/save-pool.ts';
import { GoodsLimitSelect } from './goods-limit-select.tsx';

interface Values {
  poolName: string;
  cardName: string;
  marketingNo: string;
  cardType: CardType;
  reductionYuan?: number;
  discount?: number;
  thresholdYuan: number;
  goodsType: number | null;
  goodsIds: string[];
  window: [Dayjs, Dayjs];
  validityMode: 'window' | 'days';
  validDays?: number;
  stockTotal: number;
  perUserLimit: number;
  eprice: number;
  desc: string;
  useJumpUrl: string;
  advertise: boolean;
}

const cardTypeOptions = Object.values(CardType).map((t) => ({ value: t, label: CardTypeName[t] }));
const goodsTypeOptions = [
  { value: null, label: MarketingText.allGoods },
  ...Object.values(GoodsType).map((t) => ({ value: t, label: GoodsTypeName[t] })),
];

function initialValues(pool: AdminPool | null, kind: RightsPoolKind): Partial<Values> {
  if (!pool) {
    const start = dayjs().startOf('minute');
    return {
      cardType: kind === RightsPoolKind.card ? CardType.deduct : CardType.enoughLess,
      thresholdYuan: 0,
      goodsType: null,
      goodsIds: [],
      window: [start, start.add(30, 'day')],
      validityMode: 'window',
      stockTotal: 1000,
      perUserLimit: 1,
      eprice: 0,
      desc: '',
      useJumpUrl: '',
      advertise: false,
    };
  }
  return {
    poolName: pool.poolName,
    cardName: pool.cardName,
    marketingNo: pool.marketingNo,
    cardType: pool.cardType,
    reductionYuan: pool.eachReductionFen / 100,
    discount: pool.cardType === CardType.enoughDiscount ? pool.discountRatio / 10 : undefined,
    thresholdYuan: pool.useConditionFen / 100,
    goodsType: pool.goodsType,
    goodsIds: pool.goodsIds,
    window: [dayjs(pool.validFrom), dayjs(pool.validTo)],
    validityMode: pool.validDaysAfterClaim ? 'days' : 'window',
    validDays: pool.validDaysAfterClaim ?? undefined,
    stockTotal: pool.stockTotal,
    perUserLimit: pool.perUserLimit,
    eprice: pool.eprice,
    desc: pool.desc,
    useJumpUrl: pool.useJumpUrl,
    advertise: pool.advertise,
  };
}

/** The form's yuan and 折 as the API's fen and percent paid. */
function bodyOf(values: Values, kind: RightsPoolKind): AdminPoolBody {
  const discount = values.cardType === CardType.enoughDiscount;
  return {
    kind,
    marketingNo: values.marketingNo.trim(),
    poolName: values.poolName.trim(),
    cardName: values.cardName.trim(),
    cardType: values.cardType,
    eachReductionFen: discount ? 0 : fenOfYuan(values.reductionYuan ?? 0),
    discountRatio: discount ? Math.round((values.discount ?? 10) * 10) : 100,
    useConditionFen: fenOfYuan(values.thresholdYuan ?? 0),
    goodsType: (values.goodsType ?? null) as AdminPoolBody['goodsType'],
    goodsIds: values.goodsIds ?? [],
    validFrom: values.window[0].toISOString(),
    validTo: values.window[1].toISOString(),
    validDaysAfterClaim: values.validityMode === 'days' ? (values.validDays ?? null) : null,
    stockTotal: values.stockTotal,
    perUserLimit: values.perUserLimit,
    eprice: kind === RightsPoolKind.card ? values.eprice : 0,
    desc: values.desc ?? '',
    useJumpUrl: values.useJumpUrl ?? '',
    advertise: values.advertise,
  };
}

/** Create or edit a coupon or rights-card pool: amounts typed in yuan, the fields of its type, the claim window. */
export function PoolFormDrawer({ kind, pool, open, onClose }: { kind: RightsPoolKind; pool: AdminPool | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSavePool();
  const cardType = Form.useWatch('cardType', form);
  const validityMode = Form.useWatch('validityMode', form);
  const locked = (pool?.claimedCount ?? 0) > 0;
  const isCard = kind === RightsPoolKind.card;
  const title = pool ? (isCard ? MarketingText.editCard : MarketingText.editCoupon) : isCard ? MarketingText.createCard : MarketingText.createCoupon;

  const onFinish = (values: Values) =>
    save.mutate(
      { id: pool?.id ?? null, body: bodyOf(values, kind) },
      {
        onSuccess: () => {
          showSuccess(pool ? MarketingText.saved : MarketingText.created);
          onClose();
        },
      },
    );

  return (
    <Drawer
      open={open}
      title={title}
      size={640}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(visible) => !visible && save.reset()}
      extra={
        <Space>
          <Button onClick={onClose}>{MarketingText.cancel}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {MarketingText.save}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={initialValues(pool, kind)} onFinish={onFinish} requiredMark>
        {save.error && <Alert type="error" showIcon role="alert" title={save.error.message} style={{ marginBottom: 16 }} />}
        {locked && <Alert type="info" showIcon title={fillText(MarketingText.lockedHint, { n: pool!.claimedCount })} style={{ marginBottom: 16 }} />}
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="cardName" label={MarketingText.cardName} rules={[{ required: true, whitespace: true, max: 20 }]}>
              <Input maxLength={20} showCount />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="poolName" label={MarketingText.poolName} rules={[{ required: true, whitespace: true, max: 40 }]}>
              <Input maxLength={40} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="marketingNo"
          label={MarketingText.marketingNo}
          extra={MarketingText.marketingNoHint}
          rules={[{ required: true, pattern: /^[A-Za-z0-9_-]{1,40}$/, message: MarketingText.marketingNoHint }]}
        >
          <Input disabled={locked} maxLength={40} placeholder="MKT-2026-WINTER" />
        </Form.Item>
        <Divider titlePlacement="start">{MarketingText.faceValue}</Divider>
        <Form.Item name="cardType" label={MarketingText.cardType} rules={[{ required: true }]}>
          <Radio.Group optionType="button" buttonStyle="solid" options={cardTypeOptions} disabled={locked} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            {cardType === CardType.enoughDiscount ? (
              <Form.Item name="discount" label={MarketingText.discount} extra={MarketingText.discountHint} rules={[{ required: true }]}>
                <InputNumber min={0.1} max={9.9} step={0.5} precision={1} disabled={locked} style={{ width: '100%' }} suffix={MarketingText.discountUnit} />
              </Form.Item>
            ) : (
              <Form.Item name="reductionYuan" label={MarketingText.reduction} rules={[{ required: true }]}>
                <InputNumber min={0.01} max={100000} precision={2} prefix="¥" disabled={locked} style={{ width: '100%' }} />
              </Form.Item>
            )}
          </Col>
          <Col span={12}>
            <Form.Item name="thresholdYuan" label={MarketingText.threshold} extra={MarketingText.thresholdHint} rules={[{ required: true }]}>
              <InputNumber min={0} max={10000000} precision={2} prefix="¥" disabled={locked} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="goodsType" label={MarketingText.goodsType}>
          <Select options={goodsTypeOptions} disabled={locked} />
        </Form.Item>
        {!isCard && (
          <Form.Item name="goodsIds" label={MarketingText.limitGoods} extra={MarketingText.limitGoodsHint}>
            <GoodsLimitSelect known={pool?.goods ?? []} disabled={locked} />
          </Form.Item>
        )}
        <Divider titlePlacement="start">{MarketingText.claimWindow}</Divider>
        <Form.Item name="window" label={MarketingText.claimWindow} rules={[{ required: true }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="validityMode" label={MarketingText.validity}>
              <Radio.Group
                options={[
                  { value: 'window', label: MarketingText.validitySameAsClaim },
                  { value: 'days', label: MarketingText.validityDaysAfterClaim },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            {validityMode === 'days' && (
              <Form.Item name="validDays" label={MarketingText.validDays} rules={[{ required: true }]}>
                <InputNumber min={1} max={3650} precision={0} suffix={MarketingText.dayUnit} style={{ width: '100%' }} />
              </Form.Item>
            )}
          </Col>
        </Row>
        <Divider titlePlacement="start">{MarketingText.stock}</Divider>
        <Row gutter={16}>
          <Col span={isCard ? 8 : 12}>
            <Form.Item
              name="stockTotal"
              label={MarketingText.stockTotal}
              extra={pool ? MarketingText.stockHint : undefined}
              rules={[{ required: true }]}
            >
              <InputNumber min={Math.max(1, pool?.claimedCount ?? 0)} max={10_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={isCard ? 8 : 12}>
            <Form.Item name="perUserLimit" label={MarketingText.perUserLimit} rules={[{ required: true }]}>
              <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          {isCard && (
            <Col span={8}>
              <Form.Item name="eprice" label={MarketingText.eprice} extra={MarketingText.epriceHint} rules={[{ required: true }]}>
                <InputNumber min={0} max={100_000_000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item name="desc" label={MarketingText.desc}>
          <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="useJumpUrl" label={MarketingText.useJumpUrl}>
          <Input maxLength={500} placeholder="/store/home/shop" />
        </Form.Item>
        {!isCard && (
          <Form.Item name="advertise" label={MarketingText.advertise} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
