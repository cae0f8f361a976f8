import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToggleSwitch } from './toggle-switch.tsx';

function Toggle({ disabled = false, onChange }: { disabled?: boolean; onChange?: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <ToggleSwitch
      checked={on}
      disabled={disabled}
      aria-label="使用E值抵扣"
      onChange={(next) => {
        onChange?.(next);
        setOn(next);
      }}
    />
  );
}

describe('ToggleSwitch', () => {
  it('turns on and off with a tap, and with Space or Enter once focused', async () => {
    render(<Toggle />);
    const toggle = screen.getByRole('switch', { name: '使用E值抵扣' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.className).toContain('adm-switch-checked');
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('ignores taps and keys while disabled, and is out of the tab order', async () => {
    const onChange = vi.fn();
    render(<Toggle disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '使用E值抵扣' });
    expect(toggle.tabIndex).toBe(-1);
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(toggle);
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
  });
});
