import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGrid } from './choice-grid.tsx';

type Slot = 'am' | 'pm' | 'night';
const OPTIONS = [
  { label: '上午', value: 'am' },
  { label: '下午', value: 'pm' },
  { label: '晚上(已约满)', value: 'night', disabled: true },
] as const;

function Slots({ onChange }: { onChange?: (v: Slot | null) => void }) {
  const [value, setValue] = useState<Slot | null>(null);
  return (
    <ChoiceGrid
      label="期望时段"
      className="mine"
      columns={2}
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const option = (name: string) => screen.getByRole('option', { name });

describe('ChoiceGrid', () => {
  it("draws antd-mobile's Selector markup, one option picked with its check mark", async () => {
    const { container } = render(<Slots />);
    const list = screen.getByRole('listbox', { name: '期望时段' });
    expect(list.className).toBe('adm-selector mine');
    const grid = list.firstElementChild as HTMLElement;
    expect(grid.className).toBe('adm-grid');
    expect(grid.style.getPropertyValue('--columns')).toBe('2');
    await userEvent.click(option('上午'));
    expect(option('上午').getAttribute('aria-selected')).toBe('true');
    expect(option('上午').className).toBe('adm-selector-item adm-selector-item-active');
    expect(container.querySelectorAll('.adm-selector-check-mark-wrapper svg')).toHaveLength(1);
    await userEvent.click(option('下午'));
    expect(option('上午').getAttribute('aria-selected')).toBe('false');
    expect(option('下午').getAttribute('aria-selected')).toBe('true');
  });

  it('clears on a second tap, ignores a disabled option, and is used from the keyboard', async () => {
    const onChange = vi.fn();
    render(<Slots onChange={onChange} />);
    await userEvent.click(option('上午'));
    await userEvent.click(option('上午'));
    const night = option('晚上(已约满)');
    expect(night.className).toContain('adm-selector-item-disabled');
    expect(night.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(night);
    (document.activeElement as HTMLElement).blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(option('上午'));
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['am', null, 'pm']);
  });
});
