import { AdminText, ErrorCode, errorInfo, OPERATOR_PASSWORD_MAX_LENGTH, OPERATOR_PASSWORD_MIN_LENGTH } from '@emall/contract';
import { Button, Form, Input, Space } from 'antd';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A password the rule accepts (letters and digits, no look-alikes), from the browser's secure random source. */
function randomPassword(): string {
  const pick = (alphabet: string, n: number) =>
    Array.from(crypto.getRandomValues(new Uint32Array(n)), (v) => alphabet[v % alphabet.length]).join('');
  const length = Math.max(OPERATOR_PASSWORD_MIN_LENGTH, 12);
  return `${pick(LETTERS, length - 4)}${pick(DIGITS, 4)}`;
}

/** The initial password input: typed, or generated with one click. */
function InitialPasswordInput({ id, value, onChange }: { id?: string; value?: string; onChange?: (value: string) => void }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} maxLength={OPERATOR_PASSWORD_MAX_LENGTH} autoComplete="new-password" />
      <Button onClick={() => onChange?.(randomPassword())}>{AdminText.generatePassword}</Button>
    </Space.Compact>
  );
}

/** The create and reset forms' initial password (form field `password`), with the rule it must meet. */
export function InitialPasswordItem() {
  return (
    <Form.Item
      name="password"
      label={AdminText.initialPassword}
      extra={`${errorInfo[ErrorCode.ADMIN_PASSWORD_WEAK].message}；${AdminText.initialPasswordHint}`}
      rules={[{ required: true, message: AdminText.passwordRequired }]}
    >
      <InitialPasswordInput />
    </Form.Item>
  );
}
