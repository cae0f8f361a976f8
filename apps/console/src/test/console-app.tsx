import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { bindNavigate } from '../lib/navigation.ts';

/** An admin API answer: the envelope as JSON, with its HTTP status. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A stand-in for fetch, in place for every test of the calling file and emptied after each. */
export function stubAdminApi(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}

/**
 * Where antd's CSS-in-JS puts its style tags in tests: a node outside the document. jsdom matches
 * every rule of every sheet in the document on each getComputedStyle, which Testing Library calls
 * for every element a ByRole query passes; with antd's sheets in, one file spent 81 of its 105 s
 * there. No test reads a style antd's sheets set.
 */
const styleSink = document.createElement('div');

/**
 * antd's components without their runtime styles (`zeroRuntime`, inherited by the console's own
 * ConfigProvider): since those styles went to the detached node above, no test saw them, yet every
 * component's first mount in each test still built its rules, serialised them and put a tag in the
 * node, scanning the node's tags each time (jsdom's `children` is slow to walk). The console's 73
 * tests took 57–66 s of CPU in one worker so, 41–50 s without (two A/B rounds, load 6–9). The
 * theme's CSS variables are still registered; class names are the same.
 */
const testTheme = { zeroRuntime: true };

/** The whole console (shell, sign-in guard, lazy pages) opened at `path`, as the browser mounts it. */
export function openConsole(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  bindNavigate((to, options) => void router.navigate(to, options));
  render(
    <StyleProvider container={styleSink}>
      <ConfigProvider theme={testTheme}>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </ConfigProvider>
    </StyleProvider>,
  );
  return router;
}
