import Dialog from 'antd-mobile/es/components/dialog';
import { brand } from '@emall/contract';
import { closeToasts } from '../../../lib/toast.ts';

/** §6: why 升级为车主, and where to do it (认证车主 in the brand's app). Loaded on first open (upgrade-dialog.tsx). */
export function UpgradeDialogContent({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Dialog
      visible={visible}
      title="升级为车主"
      content={
        <p style={{ margin: 0, lineHeight: 1.6 }}>
          该商品仅限车主购买。请在{brand.name} App「我的 - 认证车主」中绑定您的车辆,完成认证后即可购买。
        </p>
      }
      closeOnAction
      destroyOnClose
      afterShow={closeToasts}
      onClose={onClose}
      actions={[{ key: 'ok', text: '知道了', bold: true }]}
    />
  );
}
