import {
  CrowdfundPublishName,
  CrowdfundStatus,
  CrowdfundTargetType,
  CrowdfundTargetTypeName,
  MarketingText,
  type AdminCrowdfund,
  type AdminCrowdfundBody,
} from '@emall/contract';
import { fenOfYuan } from '@emall/domain';
import { Alert, Avatar, Button, DatePicker, Drawer, Form, InputNumber, Radio, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useDeferredValue, useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { useSaveCrowdfund } from '../api/save-crowdfund.ts';
import { useGoodsOptions } from '../api/search-goods-options.ts';

interface Values {
  goodsId?: string;
  status: AdminCrowdfundBody['status'];
  targetType: AdminCrowdfundBody['targetType'];
  targetValue: number;
  window: [Dayjs, Dayjs];
}

const publishOptions = [CrowdfundStatus.Draft, CrowdfundStatus.CrowdfundPreheat, CrowdfundStatus.Off].map((s) => ({
  value: s,
  label: CrowdfundPublishName[s],
}));
const targetTypeOptions = Object.values(CrowdfundTargetType).map((t) => ({ value: t, label: CrowdfundTargetTypeName[t] }));

function GoodsPicker({ value, onChange }: { value?: string; onChange?: (id: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const options = useGoodsOptions(useDeferredValue(keyword));
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={onChange}
      placeholder={MarketingText.goodsPick}
      loading={options.isFetching}
      options={(options.data ?? []).map((g) => ({
        value: g.id,
        label: (
          <Space>
            <Avatar shape="square" size={24} src={g.picture || undefined} />
            <span>{g.name}</span>
            <Typography.Text type="secondary">#{g.id}</Typography.Text>
            {!g.onShelf && <Tag>{MarketingText.goodsOffShelf}</Tag>}
          </Space>
        ),
      }))}
    />
  );
}

function initialValues(crowdfund: AdminCrowdfund | null): Partial<Values> {
  if (!crowdfund) {
    const start = dayjs().add(1, 'day').startOf('hour');
    return { status: CrowdfundStatus.Draft, targetType: CrowdfundTargetType.Pieces, window: [start, start.add(14, 'day')] };
  }
  const amount = crowdfund.targetType === CrowdfundTargetType.Amount;
  return {
    status: (crowdfund.status === CrowdfundStatus.Draft || crowdfund.status === CrowdfundStatus.Off
      ? crowdfund.status
      : CrowdfundStatus.CrowdfundPreheat) as Values['status'],
    targetType: crowdfund.targetType,
    targetValue: amount ? crowdfund.targetValue / 100 : crowdfund.targetValue,
    window: [dayjs(crowdfund.startAt), dayjs(crowdfund.endAt)],
  };
}

/** Open a crowdfund on a goods, or edit one: target in yuan or pieces, the window, draft / published / off. */
export function CrowdfundFormDrawer({ crowdfund, open, onClose }: { crowdfund: AdminCrowdfund | null; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCrowdfund();
  const targetType = Form.useWatch('targetType', form);
  const started = crowdfund !== null && crowdfund.status !== CrowdfundStatus.Draft && dayjs(crowdfund.startAt).isBefore(dayjs());

  const onFinish = (values: Values) => {
    const amount = values.targetType === CrowdfundTargetType.Amount;
    const body: AdminCrowdfundBody = {
      status: values.status,
      targetType: values.targetType,
      targetValue: amount ? fenOfYuan(values.targetValue) : values.targetValue,
      startAt: values.window[0].toISOString(),
      endAt: values.window[1].toISOString(),
    };
    save.mutate(
      { goodsId: crowdfund?.goodsId ?? values.goodsId!, isNew: crowdfund === null, body },
      {
        onSuccess: () => {
          showSuccess(crowdfund ? MarketingText.saved : MarketingText.created);
          onClose();
        },
      },
    );
  };

  return (
    <Drawer
      open={open}
      title={crowdfund ? MarketingText.editCrowdfund : MarketingText.createCrowdfund}
      size={560}
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
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={initialValues(crowdfund)} onFinish={onFinish}>
        {save.error && <Alert type="error" showIcon role="alert" title={save.error.message} style={{ marginBottom: 16 }} />}
        {started && <Alert type="info" showIcon title={MarketingText.crowdfundLockedHint} style={{ marginBottom: 16 }} />}
        {crowdfund ? (
          <Form.Item label={MarketingText.goods}>
            <Space>
              <Avatar shape="square" src={crowdfund.goodsPicture || undefined} />
              <Typography.Text strong>{crowdfund.goodsName}</Typography.Text>
              <Typography.Text type="secondary">{crowdfund.crowdfundNo}</Typography.Text>
            </Space>
          </Form.Item>
        ) : (
          <Form.Item name="goodsId" label={MarketingText.goods} rules={[{ required: true, message: MarketingText.goodsPick }]}>
            <GoodsPicker />
          </Form.Item>
        )}
        <Form.Item name="status" label={MarketingText.publishState} rules={[{ required: true }]}>
          <Radio.Group optionType="button" buttonStyle="solid" options={publishOptions} />
        </Form.Item>
        <Form.Item name="targetType" label={MarketingText.targetType} rules={[{ required: true }]}>
          <Radio.Group options={targetTypeOptions} disabled={started} />
        </Form.Item>
        {targetType === CrowdfundTargetType.Amount ? (
          <Form.Item name="targetValue" label={MarketingText.targetAmount} rules={[{ required: true }]}>
            <InputNumber min={0.01} max={1_000_000_000} precision={2} prefix="¥" disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item name="targetValue" label={MarketingText.targetPieces} rules={[{ required: true }]}>
            <InputNumber min={1} max={100_000_000} precision={0} suffix={MarketingText.pieceUnit} disabled={started} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="window" label={MarketingText.window} rules={[{ required: true }]}>
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            disabled={[started, false]}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
