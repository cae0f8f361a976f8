import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { redirectKeepingQuery, withQuery } from './redirect-keeping-query.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Routes() {
  return useRoutes([redirectKeepingQuery({ path: '/product/detail' }, '/store/boutique/product'), { path: '*', Component: Where }]);
}

describe('redirectKeepingQuery', () => {
  it('redirects to the target with the original query string', async () => {
    render(
      <MemoryRouter initialEntries={['/product/detail?productId=12&utm_source=a%20b']}>
        <Routes />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/store/boutique/product?productId=12&utm_source=a+b');
  });

  it('redirects without a question mark when there is no query', () => {
    expect(withQuery('/store/home/shop', '')).toBe('/store/home/shop');
  });

  it('keeps the target own parameters and its hash', () => {
    expect(withQuery('/a?x=1#top', '?x=2&y=3')).toBe('/a?x=1&y=3#top');
  });
});
