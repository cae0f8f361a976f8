import { ADDRESS_DETAIL_MAX, ADDRESS_NAME_MAX, PHONE_LENGTH, type GeoPlace, UiText } from '@emall/contract';
import { phoneInput } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/http.ts';
import { addressFieldProblem, fieldOfErrorCode, type AddressField, type AddressFormValues } from '../utils/address-rules.ts';
import { RegionField } from './region-field.tsx';
import styles from './address-form.module.css';

const SAVE_TEXT = '保存';

interface AddressFormProps {
  initialValues: AddressFormValues;
  saving: boolean;
  /** Rejects with the server's ApiError when the save is refused; every input stays as typed. */
  onSubmit: (values: AddressFormValues) => Promise<void>;
  /** Under the save button (删除 on the edit page). */
  extra?: ReactNode;
}

const rule = (field: AddressField) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const problem = addressFieldProblem(field, value);
    if (problem) throw new Error(problem);
  },
});

/** Receiver, phone, region, street and the default switch, checked as the server checks them. */
export function AddressForm({ initialValues, saving, onSubmit, extra }: AddressFormProps) {
  const [form] = Form.useForm<AddressFormValues>();

  const finish = async (values: AddressFormValues): Promise<void> => {
    if (saving) return;
    try {
      await onSubmit(values);
    } catch (error) {
      // The wrapper has toasted the message; it also goes under the input it is about.
      const field = error instanceof ApiError ? fieldOfErrorCode(error.code) : null;
      if (field && error instanceof ApiError) form.setFields([{ name: field, errors: [error.message] }]);
    }
  };

  // A located place fills the street too, unless the shopper has typed one.
  const fillStreet = (place: GeoPlace): void => {
    if (String(form.getFieldValue('detail') ?? '').trim()) return;
    const region = `${place.provinceName}${place.cityName}${place.districtName}`;
    const street = place.formattedAddress.startsWith(region) ? place.formattedAddress.slice(region.length) : place.formattedAddress;
    form.setFieldValue('detail', street.slice(0, ADDRESS_DETAIL_MAX));
  };

  return (
    <Form
      form={form}
      name="address"
      layout="horizontal"
      mode="card"
      requiredMarkStyle="none"
      initialValues={initialValues}
      onFinish={(values: AddressFormValues) => void finish(values)}
      className={styles.form}
      footer={
        <div className={styles.footer}>
          <Button block type="submit" color="primary" shape="rounded" size="large" loadingText={UiText.busy} loading={saving} disabled={saving}>
            {SAVE_TEXT}
          </Button>
          {extra}
        </div>
      }
    >
      <Form.Item name="name" label="收货人" rules={[rule('name')]}>
        <Input placeholder="请输入收货人姓名" maxLength={ADDRESS_NAME_MAX} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={UiText.phone} rules={[rule('phone')]} normalize={(value: unknown) => phoneInput(String(value ?? ''))}>
        <Input type="tel" inputMode="numeric" placeholder="请输入收货人手机号" maxLength={PHONE_LENGTH} clearable autoComplete="tel" />
      </Form.Item>
      <Form.Item name="region" label={UiText.region} rules={[rule('region')]}>
        <RegionField onPlace={fillStreet} />
      </Form.Item>
      <Form.Item name="detail" label="详细地址" rules={[rule('detail')]}>
        <TextArea placeholder="街道、楼牌号等" maxLength={ADDRESS_DETAIL_MAX} autoSize={{ minRows: 2, maxRows: 4 }} showCount />
      </Form.Item>
      <Form.Header />
      <Form.Item
        name="isDefault"
        label="设为默认地址"
        valuePropName="checked"
        childElementPosition="right"
        className={styles.switchItem}
      >
        <Switch aria-label="设为默认地址" />
      </Form.Item>
    </Form>
  );
}
