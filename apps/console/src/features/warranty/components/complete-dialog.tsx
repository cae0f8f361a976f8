import { WARRANTY_NOTE_MAX, WARRANTY_PART_MAX, WARRANTY_PARTS_MAX, WARRANTY_REPAIR_PHOTOS_MAX, WarrantyAdminText as T, type WarrantyCompleteBody } from '@emall/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { RepairPhotos } from './repair-photos.tsx';

/** 填写维修记录: the parts changed (none is fine), what was done (the user reads it) and photos; OK completes the claim. */
export function CompleteDialog({ open, busy, onCancel, onSubmit }: { open: boolean; busy: boolean; onCancel: () => void; onSubmit: (body: WarrantyCompleteBody) => void }) {
  const [form] = Form.useForm<WarrantyCompleteBody>();
  return (
    <Modal
      open={open}
      title={T.completeTitle}
      okText={T.complete}
      okButtonProps={{ loading: busy }}
      cancelText={T.cancel}
      onCancel={onCancel}
      onOk={() => form.submit()}
      width={600}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={T.completeConfirm} style={{ marginBottom: 16 }} />
      <Form<WarrantyCompleteBody>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ parts: [], note: '', photos: [] }}
        onFinish={(v) => onSubmit({ parts: (v.parts ?? []).map((p) => p.trim()).filter(Boolean), note: v.note.trim(), photos: v.photos ?? [] })}
      >
        <Form.Item name="parts" label={T.parts}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', '，', '、']}
            maxCount={WARRANTY_PARTS_MAX}
            maxTagTextLength={WARRANTY_PART_MAX}
            placeholder={T.partsPlaceholder}
            aria-label={T.parts}
          />
        </Form.Item>
        <Form.Item name="note" label={T.repairNote} rules={[{ required: true, whitespace: true, message: T.repairNoteRequired }]}>
          <Input.TextArea rows={3} maxLength={WARRANTY_NOTE_MAX} showCount placeholder={T.notePlaceholder} />
        </Form.Item>
        <Form.Item name="photos" label={T.repairPhotos}>
          <RepairPhotos max={WARRANTY_REPAIR_PHOTOS_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
