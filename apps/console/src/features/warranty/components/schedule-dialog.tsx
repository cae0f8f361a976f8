import { WarrantyAdminText as T, WarrantyTimeSlot, type AdminWarrantyClaimDetail, type WarrantyStore } from '@emall/contract';
import { DatePicker, Form, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useWarrantyStores } from '../api/list-stores.ts';

interface Values {
  storeId: string;
  at: Dayjs;
}

/** The hour a slot starts: the visit is first offered at the start of the half-day the user asked for. */
const slotStartHour: Record<number, number> = { [WarrantyTimeSlot.morning]: 9, [WarrantyTimeSlot.afternoon]: 13 };

/** The stores a visit may be booked at: the user's choice first, then the one booked now, then every other store. */
function storesOf(claim: AdminWarrantyClaimDetail, all: readonly WarrantyStore[] = []): WarrantyStore[] {
  const first = [claim.preferredStore, ...(claim.appointment ? [claim.appointment.store] : [])];
  const seen = new Set<string>();
  return [...first, ...all].filter((s) => !seen.has(s.storeId) && seen.add(s.storeId));
}

/** 预约服务门店与时间: a store and a date and time, from now on (the user's wish first); OK books it, or moves it. */
export function ScheduleDialog({
  claim,
  open,
  busy,
  onCancel,
  onSubmit,
}: {
  claim: AdminWarrantyClaimDetail;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (storeId: string, appointmentAt: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const stores = useWarrantyStores(open);
  const initial: Values = claim.appointment
    ? { storeId: claim.appointment.store.storeId, at: dayjs(claim.appointment.at) }
    : { storeId: claim.preferredStore.storeId, at: dayjs(claim.preferredDate).hour(slotStartHour[claim.timeSlot] ?? 9) };
  return (
    <Modal
      open={open}
      title={T.scheduleTitle}
      okText={claim.appointment ? T.reschedule : T.schedule}
      okButtonProps={{ loading: busy }}
      cancelText={T.cancel}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" preserve={false} initialValues={initial} onFinish={(v) => onSubmit(v.storeId, v.at.second(0).millisecond(0).toISOString())}>
        <Form.Item name="storeId" label={T.store} extra={T.scheduleStoreHint} rules={[{ required: true, message: T.storeRequired }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={stores.isLoading}
            options={storesOf(claim, stores.data).map((s) => ({ value: s.storeId, label: `${s.storeName} · ${s.address}` }))}
          />
        </Form.Item>
        <Form.Item name="at" label={T.appointmentAt} rules={[{ required: true, message: T.timeRequired }]}>
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 30 }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
