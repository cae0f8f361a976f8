import { lazy, Suspense, useState } from 'react';

const UpgradeDialogContent = lazy(async () => ({ default: (await import('./upgrade-dialog-content.tsx')).UpgradeDialogContent }));

/**
 * §6's 升级为车主 dialog, its code (antd-mobile's Dialog and the Mask's spring physics) fetched on
 * the first open, not with the product page: most shoppers never see it.
 */
export function UpgradeDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [opened, setOpened] = useState(visible);
  if (visible && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialogContent visible={visible} onClose={onClose} />
    </Suspense>
  );
}
