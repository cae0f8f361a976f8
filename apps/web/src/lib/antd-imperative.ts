import AntdDialog from 'antd-mobile/es/components/dialog';
import Toast from 'antd-mobile/es/components/toast';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';
import { closeToasts } from './toast.ts';

export { Toast };

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

function closingToastsFirst<A extends unknown[], R>(open: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    // A toast left over the dialog would read as the dialog's answer (预约成功 over 确定取消预约).
    closeToasts();
    Toast.clear();
    return open(...args);
  };
}

/** antd-mobile's imperative Dialog; opening one closes the toasts. */
export const Dialog = {
  show: closingToastsFirst(AntdDialog.show),
  alert: closingToastsFirst(AntdDialog.alert),
  confirm: closingToastsFirst(AntdDialog.confirm),
  clear: AntdDialog.clear,
};
