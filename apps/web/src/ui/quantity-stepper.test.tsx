import { UiText } from '@emall/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper.tsx';

function Stepper({ start = 2, min = 1, max = 5, disabled = false, onChange }: { start?: number; min?: number; max?: number; disabled?: boolean; onChange?: (n: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      label="购买数量"
      className="mine"
      value={value}
      min={min}
      max={max}
      disabled={disabled}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const field = () => screen.getByRole('spinbutton', { name: '购买数量' }) as HTMLInputElement;
const down = () => screen.getByRole('button', { name: UiText.stepDown }) as HTMLButtonElement;
const up = () => screen.getByRole('button', { name: UiText.stepUp }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it("draws antd-mobile's Stepper markup, its value on the named spinbutton only", () => {
    const { container } = render(<Stepper />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('adm-stepper mine');
    expect(down().className).toBe('adm-button adm-button-primary adm-button-fill-none adm-button-shape-rectangular adm-stepper-minus');
    expect(up().className).toContain('adm-stepper-plus');
    const wrapper = field().parentElement as HTMLElement;
    expect(wrapper.className).toBe('adm-input adm-stepper-input');
    expect(wrapper.parentElement?.className).toBe('adm-stepper-middle');
    expect(field().className).toBe('adm-input-element');
    expect(field().getAttribute('inputmode')).toBe('decimal');
    expect([field().getAttribute('aria-valuenow'), field().getAttribute('aria-valuemin'), field().getAttribute('aria-valuemax')]).toEqual(['2', '1', '5']);
    for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) expect(wrapper.hasAttribute(name)).toBe(false);
  });

  it('steps by one and disables a button at its limit', async () => {
    const onChange = vi.fn();
    render(<Stepper start={4} onChange={onChange} />);
    await userEvent.click(up());
    expect(field().value).toBe('5');
    expect(up().disabled).toBe(true);
    expect(up().className).toContain('adm-button-disabled');
    await userEvent.click(up());
    for (let i = 0; i < 4; i += 1) await userEvent.click(down());
    expect(field().value).toBe('1');
    expect(down().disabled).toBe(true);
    expect(onChange.mock.calls.map(([n]) => n)).toEqual([5, 4, 3, 2, 1]);
    expect(field().getAttribute('aria-valuenow')).toBe('1');
  });

  it('puts a typed value into range as it is typed and shows the kept value once left', async () => {
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    await userEvent.click(field());
    // The field's text is selected on focus: typing replaces it.
    await userEvent.keyboard('9');
    expect(field().value).toBe('9');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(field().closest('.adm-stepper')?.className).toContain('adm-stepper-active');
    await userEvent.tab();
    expect(field().value).toBe('5');
    expect(field().closest('.adm-stepper')?.className).not.toContain('adm-stepper-active');

    await userEvent.clear(field());
    await userEvent.type(field(), '0');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    expect(field().value).toBe('1');
  });

  it('keeps the value when the field is emptied or given what is not a number', async () => {
    const onChange = vi.fn();
    render(<Stepper start={3} onChange={onChange} />);
    await userEvent.clear(field());
    expect(field().value).toBe('');
    await userEvent.type(field(), 'x');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(field().value).toBe('3');
  });

  it('takes nothing while disabled', async () => {
    const onChange = vi.fn();
    render(<Stepper start={3} disabled onChange={onChange} />);
    expect(down().disabled).toBe(true);
    expect(up().disabled).toBe(true);
    expect(field().disabled).toBe(true);
    expect(field().parentElement?.className).toBe('adm-input adm-input-disabled adm-stepper-input');
    await userEvent.click(up());
    expect(onChange).not.toHaveBeenCalled();
  });
});
