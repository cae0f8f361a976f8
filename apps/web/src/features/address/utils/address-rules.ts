import {
  ADDRESS_DETAIL_MAX,
  ADDRESS_DETAIL_MIN,
  ADDRESS_NAME_MAX,
  ErrorCode,
  shopErrorInfo,
  type AddressBody,
  type AddressUpdateBody,
  type UserAddress,
} from '@emall/contract';
import { isValidPhone } from '@emall/domain';

/** What the address form holds; the region is the three codes province → city → district. */
export interface AddressFormValues {
  name: string;
  phone: string;
  region: string[];
  detail: string;
  isDefault: boolean;
}

export type AddressField = Exclude<keyof AddressFormValues, 'isDefault'>;

/** The form says what the server would say (errors.ts), before the call is made. */
const FIELD_ERROR_CODE = {
  name: ErrorCode.ADDRESS_NAME_INVALID,
  phone: ErrorCode.PHONE_INVALID,
  region: ErrorCode.ADDRESS_REGION_INVALID,
  detail: ErrorCode.ADDRESS_DETAIL_INVALID,
} as const satisfies Record<AddressField, ErrorCode>;

const addressFieldMessage = (field: AddressField): string => shopErrorInfo[FIELD_ERROR_CODE[field]].message;

/** The field a server refusal is about, so its message also shows under that input. */
export function fieldOfErrorCode(code: number): AddressField | null {
  const entry = Object.entries(FIELD_ERROR_CODE).find(([, fieldCode]) => fieldCode === code);
  return entry ? (entry[0] as AddressField) : null;
}

const checks: Record<AddressField, (value: unknown) => boolean> = {
  name: (value) => typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= ADDRESS_NAME_MAX,
  phone: (value) => typeof value === 'string' && isValidPhone(value),
  region: (value) => Array.isArray(value) && value.length === 3 && value.every((code) => typeof code === 'string' && code !== ''),
  detail: (value) => typeof value === 'string' && value.trim().length >= ADDRESS_DETAIL_MIN && value.trim().length <= ADDRESS_DETAIL_MAX,
};

/** The message for a field's value, or null when it is fine. */
export function addressFieldProblem(field: AddressField, value: unknown): string | null {
  return checks[field](value) ? null : addressFieldMessage(field);
}

export const emptyAddressForm = (): AddressFormValues => ({ name: '', phone: '', region: [], detail: '', isDefault: false });

export function formValuesOf(address: UserAddress): AddressFormValues {
  return {
    name: address.name,
    phone: address.phone,
    region: [address.provinceCode, address.cityCode, address.districtCode],
    detail: address.detail,
    isDefault: address.isDefault,
  };
}

/** The create body, or with an id the update body; names are trimmed (the server fills region names from the codes). */
export function addressBodyOf(values: AddressFormValues): AddressBody;
export function addressBodyOf(values: AddressFormValues, id: string): AddressUpdateBody;
export function addressBodyOf(values: AddressFormValues, id?: string): AddressBody | AddressUpdateBody {
  const [provinceCode = '', cityCode = '', districtCode = ''] = values.region;
  const body: AddressBody = {
    name: values.name.trim(),
    phone: values.phone,
    provinceCode,
    cityCode,
    districtCode,
    detail: values.detail.trim(),
    isDefault: values.isDefault,
  };
  return id === undefined ? body : { id, ...body };
}

/** 设为默认 on the list: the address as it is, now the default. */
export const defaultBodyOf = (address: UserAddress): AddressUpdateBody =>
  addressBodyOf({ ...formValuesOf(address), isDefault: true }, address.id);
