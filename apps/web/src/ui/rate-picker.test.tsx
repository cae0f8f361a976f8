import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RatePicker } from './rate-picker.tsx';

function Picker({ allowClear }: { allowClear?: boolean }) {
  const [value, setValue] = useState(0);
  return (
    <>
      <RatePicker value={value} onChange={setValue} allowClear={allowClear} aria-label="评分" />
      <output>{value}</output>
    </>
  );
}

const shown = () => screen.getByRole('status').textContent;

describe('RatePicker', () => {
  it('picks the star tapped and clears on a second tap unless told not to', async () => {
    const { unmount } = render(<Picker />);
    expect(screen.getByRole('radiogroup', { name: '评分' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(shown()).toBe('3');
    expect(screen.getByRole('radio', { name: '3' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '4' }).getAttribute('aria-checked')).toBe('false');
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(shown()).toBe('0');
    unmount();
    render(<Picker allowClear={false} />);
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    expect(shown()).toBe('2');
  });

  it('follows a finger slid across the stars', () => {
    render(<Picker />);
    const group = screen.getByRole('radiogroup');
    group.getBoundingClientRect = () => ({ left: 0, width: 100, top: 0, height: 20, right: 100, bottom: 20, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.touchMove(group, { touches: [{ clientX: 75, clientY: 10 }] });
    expect(shown()).toBe('4');
    fireEvent.touchMove(group, { touches: [{ clientX: 150, clientY: 10 }] });
    expect(shown()).toBe('5');
  });

  it('moves the rating with the arrow keys from a focused star', async () => {
    render(<Picker />);
    screen.getByRole('radio', { name: '1' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toBe('2');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '2' }));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(shown()).toBe('1');
  });
});
