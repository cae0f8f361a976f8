import { ADDRESS_DETAIL_MAX, ADDRESS_NAME_MAX, PHONE_LENGTH, type GeoPlace, UiText } from '@emall/contract';
import { phoneInput } from '@emall/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/http.ts';
import { addressFieldProblem, fieldOfErrorCode, type AddressField, type AddressFormValues } from '../utils/address-rules.ts';
import { FormCard, FormItem } from '../../../ui/form-item.tsx';
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

const FIELDS: readonly AddressField[] = ['name', 'phone', 'region', 'detail'];
const idOf = (field: keyof AddressFormValues) => `address_${field}`;

/**
 * Receiver, phone, region, street and the default switch, checked as the server checks them: a
 * field is checked as it changes, every field on 保存; a refusal from the server goes under its field.
 */
export function AddressForm({ initialValues, saving, onSubmit, extra }: AddressFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string | null>>>({});
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });

  const change = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]): void => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'isDefault') setErrors((e) => ({ ...e, [field]: addressFieldProblem(field as AddressField, value) }));
  };

  const submit = async (): Promise<void> => {
    if (saving) return;
    const problems = Object.fromEntries(FIELDS.map((field) => [field, addressFieldProblem(field, values[field])]));
    setErrors(problems);
    if (FIELDS.some((field) => problems[field])) return;
    try {
      await onSubmit(values);
    } catch (error) {
      // The wrapper has toasted the message; it also goes under the input it is about.
      const field = error instanceof ApiError ? fieldOfErrorCode(error.code) : null;
      if (field && error instanceof ApiError) setErrors((e) => ({ ...e, [field]: error.message }));
    }
  };

  // A located place fills the street too, unless the shopper has typed one.
  const fillStreet = (place: GeoPlace): void => {
    if (latest.current.detail.trim()) return;
    const region = `${place.provinceName}${place.cityName}${place.districtName}`;
    const street = place.formattedAddress.startsWith(region) ? place.formattedAddress.slice(region.length) : place.formattedAddress;
    change('detail', street.slice(0, ADDRESS_DETAIL_MAX));
  };

  return (
    <FormCard
      className={styles.form}
      onSubmit={() => void submit()}
      footer={
        <div className={styles.footer}>
          <Button block type="submit" color="primary" shape="rounded" size="large" loadingText={UiText.busy} loading={saving} disabled={saving}>
            {SAVE_TEXT}
          </Button>
          {extra}
        </div>
      }
      groups={[
        <>
          <FormItem id={idOf('name')} label="收货人" error={errors.name}>
            <Input id={idOf('name')} value={values.name} onChange={(v) => change('name', v)} placeholder="请输入收货人姓名" maxLength={ADDRESS_NAME_MAX} clearable autoComplete="name" />
          </FormItem>
          <FormItem id={idOf('phone')} label={UiText.phone} error={errors.phone}>
            <Input
              id={idOf('phone')}
              value={values.phone}
              onChange={(v) => change('phone', phoneInput(v))}
              type="tel"
              inputMode="numeric"
              placeholder="请输入收货人手机号"
              maxLength={PHONE_LENGTH}
              clearable
              autoComplete="tel"
            />
          </FormItem>
          <FormItem id={idOf('region')} label={UiText.region} error={errors.region}>
            <RegionField id={idOf('region')} value={values.region} onChange={(v) => change('region', v)} onPlace={fillStreet} />
          </FormItem>
          <FormItem id={idOf('detail')} label="详细地址" error={errors.detail}>
            <TextArea
              id={idOf('detail')}
              value={values.detail}
              onChange={(v) => change('detail', v)}
              placeholder="街道、楼牌号等"
              maxLength={ADDRESS_DETAIL_MAX}
              autoSize={{ minRows: 2, maxRows: 4 }}
              showCount
            />
          </FormItem>
        </>,
        <FormItem id={idOf('isDefault')} label="设为默认地址" childAtEnd className={styles.switchItem}>
          <Switch checked={values.isDefault} onChange={(v) => change('isDefault', v)} aria-label="设为默认地址" />
        </FormItem>,
      ]}
    />
  );
}
