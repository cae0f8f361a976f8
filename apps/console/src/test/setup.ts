import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A file's first page test loads the console's lazy page and antd into jsdom: on the loaded 2-core
// machine that took over 10 s now and then, so findBy… queries wait up to 20 s (every file alike).
configure({ asyncUtilTimeout: 20_000 });

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
