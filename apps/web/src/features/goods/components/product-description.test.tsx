import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductDescription } from './product-description.tsx';

describe('ProductDescription', () => {
  it("shows the operators' rich-text detail without anything that could run", async () => {
    const { container } = render(
      <ProductDescription description="" html={'<h2>参数</h2><p onclick="steal()">合金<script>steal()</script><a href="javascript:steal()">链接</a></p>'} pictures={[]} />,
    );
    expect(await screen.findByRole('heading', { name: '参数' })).toBeTruthy();
    expect(screen.getByText('合金', { exact: false })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('shows nothing when there is no text, detail or picture', () => {
    const { container } = render(<ProductDescription description="  " html="" pictures={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
