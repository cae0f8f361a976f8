import { CheckOutlined, CloseOutlined, InboxOutlined, PayCircleOutlined, RedoOutlined } from '@ant-design/icons';
import { AfterSalesAdminText as T, AfterSalesEvent, AfterSalesType, fillText, Permission, RefundStatus, UiText, type AdminAfterSalesDetail, type AfterSalesStatus } from '@emall/contract';
import { formatMoney, formatPrice, nextAfterSalesStatus } from '@emall/domain';
import { Alert, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useCaseAction, type CaseAction } from '../api/act-on-case.ts';

type Dialog = 'reject' | 'receive' | null;

/**
 * What the operator may do to the case now: the moves its machine allows from its status, each
 * irreversible one behind a confirmation, none without aftersales:handle; a refund above the
 * limit also needs refunds:approve (财务), and says so.
 */
export function CaseActions({ detail }: { detail: AdminAfterSalesDetail }) {
  const me = useMe().data;
  const action = useCaseAction(detail.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ text: string }>();
  if (!me || !can(me, Permission.afterSalesHandle)) return null;

  const allows = (event: AfterSalesEvent) => nextAfterSalesStatus(detail.type as AfterSalesType, detail.status as AfterSalesStatus, event) !== null;
  const mayRefund = !detail.needsApproval || can(me, Permission.refundsApprove);
  const refundFailed = detail.channelRefund?.status === RefundStatus.close;
  const limit = formatMoney(detail.approvalAboveFen);
  const run = (next: CaseAction, done: string) =>
    action.mutateAsync(next).then(
      () => {
        showSuccess(done);
        setDialog(null);
        form.resetFields();
      },
      () => setDialog(null),
    );

  const buttons = [
    allows(AfterSalesEvent.approve) && (
      <Popconfirm
        key="approve"
        title={T.approveConfirm}
        description={detail.type === AfterSalesType.returnRefund ? T.approveConfirmReturn : T.approveConfirmRefund}
        okText={T.approve}
        cancelText={T.cancel}
        onConfirm={() => run({ kind: 'approve' }, T.approved)}
      >
        <Button type="primary" icon={<CheckOutlined />} loading={action.isPending}>
          {T.approve}
        </Button>
      </Popconfirm>
    ),
    allows(AfterSalesEvent.receive) && (
      <Button key="receive" type="primary" icon={<InboxOutlined />} onClick={() => setDialog('receive')}>
        {T.receive}
      </Button>
    ),
    allows(AfterSalesEvent.refund) && mayRefund && (
      <Popconfirm
        key="refund"
        title={T.refundConfirm}
        description={fillText(T.refundConfirmText, { cash: formatMoney(detail.amounts.cashFen), eValue: detail.amounts.eValue })}
        okText={T.refund}
        cancelText={T.cancel}
        onConfirm={() => run({ kind: 'refund' }, T.refunded)}
      >
        <Button type="primary" icon={<PayCircleOutlined />} loading={action.isPending}>
          {T.refund} {formatPrice(detail.amounts.cashFen)}
          {detail.amounts.eValue > 0 && ` + ${detail.amounts.eValue} ${UiText.eValue}`}
        </Button>
      </Popconfirm>
    ),
    refundFailed && mayRefund && (
      <Popconfirm
        key="refundAgain"
        title={T.refundAgainConfirm}
        description={fillText(T.refundAgainConfirmText, { cash: formatMoney(detail.channelRefund?.amountFen ?? 0) })}
        okText={T.refundAgain}
        cancelText={T.cancel}
        onConfirm={() => run({ kind: 'refundAgain' }, T.refundedAgain)}
      >
        <Button type="primary" danger icon={<RedoOutlined />} loading={action.isPending}>
          {T.refundAgain}
        </Button>
      </Popconfirm>
    ),
    allows(AfterSalesEvent.reject) && (
      <Button key="reject" danger icon={<CloseOutlined />} onClick={() => setDialog('reject')}>
        {T.reject}
      </Button>
    ),
  ].filter(Boolean);

  const failedNote = refundFailed && <Alert type="error" showIcon title={fillText(T.refundFailedText, { refundNo: detail.channelRefund?.refundNo ?? '' })} />;
  const refundNote = detail.needsApproval && (allows(AfterSalesEvent.refund) || refundFailed) && (
    <Alert type={mayRefund ? 'info' : 'warning'} showIcon title={fillText(mayRefund ? T.needsApprovalYou : T.needsApproval, { amount: limit })} />
  );
  if (buttons.length === 0 && !refundNote && !failedNote) return null;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {failedNote}
      {refundNote}
      {buttons.length > 0 && <Space wrap>{buttons}</Space>}
      <Modal
        open={dialog !== null}
        title={dialog === 'reject' ? T.rejectTitle : T.receiveTitle}
        okText={dialog === 'reject' ? T.reject : T.receive}
        okButtonProps={{ danger: dialog === 'reject', loading: action.isPending }}
        cancelText={T.cancel}
        onCancel={() => setDialog(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ text }) =>
            dialog === 'reject' ? run({ kind: 'reject', reason: text.trim() }, T.rejected) : run({ kind: 'receive', note: (text ?? '').trim() }, T.received)
          }
        >
          {dialog === 'reject' ? (
            <Form.Item name="text" label={T.rejectReason} rules={[{ required: true, whitespace: true, message: T.rejectReasonRequired }]}>
              <Input.TextArea rows={3} maxLength={200} showCount placeholder={T.rejectReasonPlaceholder} />
            </Form.Item>
          ) : (
            <Form.Item name="text" label={T.inspectionNote}>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder={T.inspectionNotePlaceholder} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Space>
  );
}
