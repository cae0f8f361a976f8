import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { fillText, InvoiceAdminText as T, InvoiceDirection, InvoiceState, Permission, type AdminInvoiceDetail } from '@emall/contract';
import { formatMoney } from '@emall/domain';
import { Alert, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useInvoiceAction, type InvoiceAction } from '../api/act-on-invoice.ts';

/**
 * What finance may do to the invoice now: 开具 or 驳回 an application, 红冲 an issued blue invoice;
 * each irreversible one behind a confirmation, 驳回 with the reason the shopper reads; none without
 * invoices:issue (a reader is told so). Buttons wait while a call runs; a refusal toasts the server's words.
 */
export function InvoiceActions({ invoice }: { invoice: AdminInvoiceDetail }) {
  const me = useMe().data;
  const action = useInvoiceAction(invoice.id);
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const blue = invoice.direction === InvoiceDirection.blue;
  const applied = blue && invoice.state === InvoiceState.applied;
  const issued = blue && invoice.state === InvoiceState.issued;
  if (!me || (!applied && !issued)) return null;
  if (!can(me, Permission.invoicesIssue)) return <Alert type="info" showIcon title={T.readOnly} />;

  const busy = action.isPending;
  const run = (next: InvoiceAction, done: string) =>
    action.mutateAsync(next).then(
      () => {
        showSuccess(done);
        setRejecting(false);
      },
      () => setRejecting(false),
    );

  return (
    <Space wrap>
      {applied && (
        <Popconfirm
          title={T.issueConfirm}
          description={fillText(T.issueConfirmText, { title: invoice.title, amount: formatMoney(invoice.totalFen), kind: invoice.kindText })}
          okText={T.issue}
          cancelText={T.cancel}
          placement="bottomLeft"
          styles={{ root: { maxWidth: 420 } }}
          onConfirm={() => run({ kind: 'issue' }, T.issued)}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={busy} disabled={busy}>
            {T.issue}
          </Button>
        </Popconfirm>
      )}
      {applied && (
        <Button danger icon={<CloseOutlined />} disabled={busy} onClick={() => setRejecting(true)}>
          {T.reject}
        </Button>
      )}
      {issued && (
        <Popconfirm
          title={T.redFlushConfirm}
          okText={T.redFlush}
          okButtonProps={{ danger: true }}
          cancelText={T.cancel}
          placement="bottomLeft"
          styles={{ root: { maxWidth: 420 } }}
          onConfirm={() => run({ kind: 'redFlush' }, T.redFlushed)}
        >
          <Button danger icon={<RollbackOutlined />} loading={busy} disabled={busy}>
            {T.redFlush}
          </Button>
        </Popconfirm>
      )}
      <Modal
        open={rejecting}
        title={T.rejectTitle}
        okText={T.reject}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={T.cancel}
        onCancel={() => setRejecting(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => run({ kind: 'reject', reason: reason.trim() }, T.rejected)}>
          <Form.Item name="reason" label={T.rejectReason} rules={[{ required: true, whitespace: true, message: T.rejectReasonRequired }]}>
            <Input.TextArea rows={3} maxLength={200} showCount placeholder={T.rejectReasonPlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
