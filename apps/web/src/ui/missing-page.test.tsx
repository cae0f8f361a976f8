import { ErrorCode, shopErrorInfo } from '@emall/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MissingPage } from './missing-page.tsx';

describe('MissingPage', () => {
  it("titles the page with the code's message and leads to the list in place of the missing page", async () => {
    const router = createMemoryRouter(
      [
        { path: '/claim', element: <MissingPage code={ErrorCode.WARRANTY_CLAIM_NOT_FOUND} actionText="我的保修" to="/list" /> },
        { path: '/list', element: <p>list</p> },
      ],
      { initialEntries: ['/start', '/claim'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: shopErrorInfo[ErrorCode.WARRANTY_CLAIM_NOT_FOUND].message })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '我的保修' }));
    expect(router.state.location.pathname).toBe('/list');
    // Replaced, not pushed: back from the list goes where the shopper came from, not to the missing page.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
