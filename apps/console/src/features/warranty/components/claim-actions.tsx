import { CalendarOutlined, CheckCircleOutlined, CheckOutlined, CloseOutlined, ToolOutlined } from '@ant-design/icons';
import { fillText, Permission, WARRANTY_REASON_MAX, WARRANTY_SCHEDULE_SLA_HOURS, WarrantyAdminText as T, WarrantyEvent as E, type AdminWarrantyClaimDetail } from '@emall/contract';
import { Alert, Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { showSuccess } from '../../../lib/feedback.ts';
import { can, useMe } from '../../operators/api/get-me.ts';
import { useClaimAction, type ClaimAction } from '../api/act-on-claim.ts';
import { CompleteDialog } from './complete-dialog.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';

type Dialog = 'schedule' | 'complete' | 'reject' | null;

/**
 * What 客服 may do to the claim now: the moves the server says its state allows, each behind a confirmation (a
 * Popconfirm, or the dialog that asks what the move needs); none without warranty:handle (a reader
 * is told so). Buttons wait while a call runs; a refusal toasts the server's words.
 */
export function ClaimActions({ claim }: { claim: AdminWarrantyClaimDetail }) {
  const me = useMe().data;
  const action = useClaimAction(claim.claimId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const allows = (event: E) => claim.actions.includes(event);
  if (!me || claim.actions.length === 0) return null;
  if (!can(me, Permission.warrantyHandle)) return <Alert type="info" showIcon title={T.readOnly} />;

  const busy = action.isPending;
  const run = (next: ClaimAction, done: string) =>
    action.mutateAsync(next).then(
      () => {
        showSuccess(done);
        setDialog(null);
      },
      () => setDialog(null),
    );

  return (
    <Space wrap>
      {allows(E.accept) && (
        <Popconfirm
          title={T.acceptConfirm}
          description={fillText(T.acceptConfirmText, { hours: WARRANTY_SCHEDULE_SLA_HOURS })}
          okText={T.accept}
          cancelText={T.cancel}
          placement="bottomLeft"
          onConfirm={() => run({ kind: 'accept' }, T.acceptDone)}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={busy} disabled={busy}>
            {T.accept}
          </Button>
        </Popconfirm>
      )}
      {allows(E.schedule) && (
        <Button type={claim.appointment ? 'default' : 'primary'} icon={<CalendarOutlined />} disabled={busy} onClick={() => setDialog('schedule')}>
          {claim.appointment ? T.reschedule : T.schedule}
        </Button>
      )}
      {allows(E.startRepair) && (
        <Popconfirm title={T.startRepairConfirm} okText={T.startRepair} cancelText={T.cancel} placement="bottomLeft" onConfirm={() => run({ kind: 'startRepair' }, T.startRepairDone)}>
          <Button type="primary" icon={<ToolOutlined />} loading={busy} disabled={busy}>
            {T.startRepair}
          </Button>
        </Popconfirm>
      )}
      {allows(E.complete) && (
        <Button type="primary" icon={<CheckCircleOutlined />} disabled={busy} onClick={() => setDialog('complete')}>
          {T.complete}
        </Button>
      )}
      {allows(E.reject) && (
        <Button danger icon={<CloseOutlined />} disabled={busy} onClick={() => setDialog('reject')}>
          {T.reject}
        </Button>
      )}
      <ScheduleDialog
        claim={claim}
        open={dialog === 'schedule'}
        busy={busy}
        onCancel={() => setDialog(null)}
        onSubmit={(storeId, appointmentAt) => void run({ kind: 'schedule', storeId, appointmentAt }, T.scheduleDone)}
      />
      <CompleteDialog open={dialog === 'complete'} busy={busy} onCancel={() => setDialog(null)} onSubmit={(body) => void run({ kind: 'complete', ...body }, T.completeDone)} />
      <Modal
        open={dialog === 'reject'}
        title={T.rejectTitle}
        okText={T.reject}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={T.cancel}
        onCancel={() => setDialog(null)}
        onOk={() => rejectForm.submit()}
        destroyOnHidden
      >
        <Form form={rejectForm} layout="vertical" preserve={false} onFinish={({ reason }) => void run({ kind: 'reject', reason: reason.trim() }, T.rejectDone)}>
          <Form.Item name="reason" label={T.rejectReason} rules={[{ required: true, whitespace: true, message: T.rejectReasonRequired }]}>
            <Input.TextArea rows={3} maxLength={WARRANTY_REASON_MAX} showCount placeholder={T.rejectReasonPlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
