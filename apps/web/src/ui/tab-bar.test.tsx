import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabBar } from './tab-bar.tsx';

const ITEMS = [
  { key: 'all', title: '全部' },
  { key: 'pay', title: '待付款' },
  { key: 'ship', title: '待发货' },
] as const;

function Bar({ onChange }: { onChange: (key: string) => void }) {
  const [key, setKey] = useState<(typeof ITEMS)[number]['key']>('all');
  return (
    <TabBar
      items={ITEMS}
      activeKey={key}
      onChange={(next) => {
        onChange(next);
        setKey(next);
      }}
    />
  );
}

describe('TabBar', () => {
  it('marks the active tab and reports a tap on another', async () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('tab', { name: '待付款' }));
    expect(onChange).toHaveBeenCalledWith('pay');
    expect(screen.getByRole('tab', { name: '待付款' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('false');
    // A tap on the active tab changes nothing.
    await userEvent.click(screen.getByRole('tab', { name: '待付款' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves between tabs with the arrow keys, round the ends, and keeps focus on the active one', async () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    screen.getByRole('tab', { name: '全部' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('ship');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '待发货' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('all');
    expect(screen.getByRole('tab', { name: '全部' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: '待付款' }).tabIndex).toBe(-1);
  });
});
