import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

export { default as Toast } from 'antd-mobile/es/components/toast';
export { default as Dialog } from 'antd-mobile/es/components/dialog';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 mounts Toast/Dialog through ReactDOM.render, which React 19 removed:
 * hand it createRoot (https://mobile.ant.design/guide/v5-for-19). Every imperative antd-mobile
 * call (Toast, Dialog) goes through this module so the renderer is set first.
 */
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
