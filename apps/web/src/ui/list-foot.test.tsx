import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListFoot } from './list-foot.tsx';

/** antd-mobile finds the scroll parent through offsetParent, which jsdom leaves null. */
function layOutScrollEnd(): void {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement;
  });
}

/** A paged list whose next page fails `failures` times, then loads and is the last. */
function Paged({ failures, onAsk }: { failures: number; onAsk: () => void }) {
  const [hasNextPage, setHasNextPage] = useState(true);
  const left = useRef(failures);
  const fetchNextPage = async () => {
    onAsk();
    if (left.current-- > 0) return { isError: true, error: new Error('服务繁忙') };
    setHasNextPage(false);
    return { isError: false, error: null };
  };
  return (
    <div>
      <ListFoot list={{ hasNextPage, fetchNextPage }} />
    </div>
  );
}

describe('list foot', () => {
  it('asks once for a page that fails, then again only when tapped, and ends with 到底啦', async () => {
    layOutScrollEnd();
    const ask = vi.fn();
    render(<Paged failures={1} onAsk={ask} />);
    const retry = await screen.findByRole('button', { name: '加载失败,点击重试' });
    // Left alone, the failed page is not asked for again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ask).toHaveBeenCalledTimes(1);
    await userEvent.click(retry);
    expect(await screen.findByText('到底啦')).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
