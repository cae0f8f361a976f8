import { OrderAdminText } from '@emall/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { showSuccess } from '../../../lib/feedback.ts';
import { useCancelRefund } from '../api/orders-api.ts';

interface Props {
  orderId: string;
  open: boolean;
  needsApproval: boolean;
  onClose: () => void;
}

/** 取消并退款's confirmation: what goes back, a required reason, then the one call (its refusal shows as the http toast). */
export function CancelRefundDialog({ orderId, open, needsApproval, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = useCancelRefund(orderId);
  const submit = async () => {
    const { reason } = await form.validateFields();
    await cancel.mutateAsync(reason.trim());
    showSuccess(OrderAdminText.cancelRefundDone);
    form.resetFields();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={OrderAdminText.cancelRefundTitle}
      okText={OrderAdminText.cancelRefundConfirm}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={OrderAdminText.cancelRefundHint} style={{ marginBottom: 16 }} />
      {needsApproval && <Alert type="info" showIcon title={OrderAdminText.needsApproval} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={OrderAdminText.cancelRefundReason}
          rules={[{ required: true, whitespace: true, message: OrderAdminText.cancelRefundReasonRequired }, { max: 200 }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={OrderAdminText.cancelRefundReasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
