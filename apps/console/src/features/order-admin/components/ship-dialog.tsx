import { EXPRESS_COMPANIES, OrderAdminText, type OrderShipBody } from '@emall/contract';
import { Alert, Descriptions, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { useShipOrder } from '../api/orders-api.ts';

interface Props {
  orderId: string;
  open: boolean;
  onClose: () => void;
}

const companies = Object.entries(EXPRESS_COMPANIES).map(([code, { name }]) => ({ value: code, label: name }));
const EXPRESS_NO = /^[A-Za-z0-9]{6,32}$/;

/**
 * 发货: the operator picks the express company and types the waybill number, checks them once more
 * on the confirmation step, then the one call (a refusal shows as the http toast).
 */
export function ShipDialog({ orderId, open, onClose }: Props) {
  const [form] = Form.useForm<OrderShipBody>();
  const [entered, setEntered] = useState<OrderShipBody | null>(null);
  const ship = useShipOrder(orderId);
  const close = () => {
    setEntered(null);
    onClose();
  };
  const next = async () => {
    const { carrierCode, expressNo } = await form.validateFields();
    setEntered({ carrierCode, expressNo: expressNo.trim() });
  };
  const confirm = async (waybill: OrderShipBody) => {
    await ship.mutateAsync(waybill);
    showSuccess(OrderAdminText.shipDone);
    close();
  };
  return (
    <Modal
      open={open}
      title={entered ? OrderAdminText.shipConfirmTitle : OrderAdminText.shipTitle}
      okText={entered ? OrderAdminText.shipConfirm : OrderAdminText.shipNext}
      cancelText={entered ? OrderAdminText.shipBack : undefined}
      okButtonProps={{ loading: ship.isPending }}
      onOk={() => void (entered ? confirm(entered) : next()).catch(() => undefined)}
      onCancel={entered ? () => setEntered(null) : close}
      destroyOnHidden
    >
      {entered ? (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'carrier', label: OrderAdminText.carrier, children: EXPRESS_COMPANIES[entered.carrierCode]?.name },
            { key: 'no', label: OrderAdminText.expressNo, children: entered.expressNo },
          ]}
        />
      ) : (
        <>
          <Alert type="info" showIcon title={OrderAdminText.shipHint} style={{ marginBottom: 16 }} />
          <Form form={form} layout="vertical" preserve>
            <Form.Item name="carrierCode" label={OrderAdminText.carrier} rules={[{ required: true, message: OrderAdminText.carrierRequired }]}>
              <Select options={companies} showSearch optionFilterProp="label" placeholder={OrderAdminText.carrierRequired} />
            </Form.Item>
            <Form.Item
              name="expressNo"
              label={OrderAdminText.expressNo}
              rules={[{ required: true, transform: (v: string | undefined) => v?.trim(), pattern: EXPRESS_NO, message: OrderAdminText.expressNoInvalid }]}
            >
              <Input maxLength={32} placeholder={OrderAdminText.expressNoPlaceholder} autoComplete="off" />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
