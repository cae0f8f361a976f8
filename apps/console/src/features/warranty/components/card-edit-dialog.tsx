import { WARRANTY_REASON_MAX, WARRANTY_SERIAL_PATTERN, WarrantyAdminText as T, type AdminWarrantyCardDetail } from '@emall/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { showSuccess } from '../../../lib/feedback.ts';
import { useCardEdit } from '../api/edit-card.ts';

export type CardEditKind = 'serial' | 'vin';

interface Values {
  value: string;
  reason: string;
}

const serialPattern = new RegExp(WARRANTY_SERIAL_PATTERN);

/**
 * 更正序列号 (the new serial, checked as the server checks it) or 转移车辆 (one of the owner's
 * other cars), each with the reason the audit log keeps. A refusal toasts the server's words and
 * keeps the dialog open with what was typed.
 */
export function CardEditDialog({ card, kind, onClose }: { card: AdminWarrantyCardDetail; kind: CardEditKind | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const edit = useCardEdit(card.cardId);
  const serial = kind === 'serial';
  const submit = ({ value, reason }: Values) =>
    edit
      .mutateAsync(serial ? { kind: 'serial', serialNo: value.trim(), reason: reason.trim() } : { kind: 'vin', vin: value, reason: reason.trim() })
      .then(() => {
        showSuccess(serial ? T.serialDone : T.transferDone);
        onClose();
      })
      .catch(() => undefined);
  return (
    <Modal
      open={kind !== null}
      title={serial ? T.correctSerial : T.transferVin}
      okText={serial ? T.correctSerial : T.transferVin}
      okButtonProps={{ loading: edit.isPending, disabled: !serial && card.ownerCars.length === 0 }}
      cancelText={T.cancel}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {!serial && <Alert type={card.ownerCars.length === 0 ? 'warning' : 'info'} showIcon title={card.ownerCars.length === 0 ? T.noOwnerCars : T.transferVinHint} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={{ value: serial ? (card.serialNo ?? '') : undefined, reason: '' }} onFinish={(v) => void submit(v)}>
        {serial ? (
          <Form.Item
            name="value"
            label={T.newSerial}
            rules={[
              { required: true, whitespace: true, message: T.serialRequired },
              { validator: (_, v: string | undefined) => (!v?.trim() || serialPattern.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(T.serialInvalid))) },
            ]}
          >
            <Input maxLength={40} autoComplete="off" />
          </Form.Item>
        ) : (
          <Form.Item name="value" label={T.newVin} rules={[{ required: true, message: T.vinRequired }]}>
            <Select options={card.ownerCars.map((c) => ({ value: c.vin, label: `${c.name} · ${c.vin}` }))} placeholder={T.vinRequired} />
          </Form.Item>
        )}
        <Form.Item name="reason" label={T.reason} rules={[{ required: true, whitespace: true, message: T.reasonRequired }]}>
          <Input.TextArea rows={2} maxLength={WARRANTY_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
