import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input.tsx';

function Phone() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="phone">联系手机号</label>
      <TextInput id="phone" className="mine" type="tel" inputMode="numeric" maxLength={11} value={value} onChange={(next) => setValue(next.replace(/\D/g, ''))} />
    </>
  );
}

describe('TextInput', () => {
  it("draws antd-mobile's Input markup and gives the typed text to its owner", async () => {
    render(<Phone />);
    const input = screen.getByRole('textbox', { name: '联系手机号' }) as HTMLInputElement;
    expect(input.className).toBe('adm-input-element');
    expect(input.parentElement?.className).toBe('adm-input mine');
    expect([input.type, input.inputMode, input.maxLength]).toEqual(['tel', 'numeric', 11]);
    await userEvent.type(input, '138a0013');
    expect(input.value).toBe('1380013');
  });
});
