import { Text, type CartItem } from '@emall/contract';
import { useEffect } from 'react';
import { LazySkuPopup as SkuPopup } from '../../../ui/lazy-sku-popup.tsx';
import { useCartOption } from '../api/get-cart-option.ts';

interface CartSpecPickerProps {
  /** The line whose SKU is being changed; null when closed. */
  item: CartItem | null;
  busy: boolean;
  onPick: (item: CartItem, productSpecsId: string) => void;
  onClose: () => void;
}

/** Tapping a line's SKU: its goods' SKUs (GET /hermes/v1/cart/{id}/option) in the SKU sheet. */
export function CartSpecPicker({ item, busy, onPick, onClose }: CartSpecPickerProps) {
  const option = useCartOption(item?.cartItemId ?? null);
  const data = item && option.data?.cartItemId === item.cartItemId ? option.data : undefined;
  const failed = item !== null && option.isError;
  // The HTTP wrapper has said why the options did not come: nothing to pick from.
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  return (
    <SkuPopup
      visible={item !== null && data !== undefined}
      title={data?.name ?? item?.name ?? ''}
      pictureUrl={data?.pictureUrl ?? item?.pictureUrl ?? ''}
      skus={data?.skus ?? []}
      deductType={item?.deductType ?? 0}
      deductAmount={item?.deductAmount ?? 0}
      selectedId={item?.productSpecsId}
      confirmText={Text.confirm}
      loading={busy}
      onConfirm={(sku) => {
        if (!item) return;
        if (sku.productSpecsId === item.productSpecsId) onClose();
        else onPick(item, sku.productSpecsId);
      }}
      onClose={onClose}
    />
  );
}
