import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks the media queries antd's responsive pieces (Grid, Layout.Sider) ask for.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Nor ResizeObserver, which antd's text areas and the charts ask for.
window.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

afterEach(() => cleanup());
