import { GoodsText } from '@emall/contract';
import { Popconfirm, Switch } from 'antd';
import { showSuccess } from '../../../lib/feedback.ts';
import { useSetGoodsShelf } from '../api/set-goods-shelf.ts';

/** The shelf of a goods as a switch that asks before it changes what shoppers see. */
export function ShelfSwitch({ id, onShelf, disabled }: { id: string; onShelf: boolean; disabled?: boolean }) {
  const shelf = useSetGoodsShelf();
  return (
    <Popconfirm
      title={onShelf ? GoodsText.takeOffShelf : GoodsText.putOnShelf}
      description={onShelf ? GoodsText.offShelfConfirm : GoodsText.onShelfConfirm}
      disabled={disabled}
      onConfirm={() =>
        shelf.mutateAsync({ id, onShelf: !onShelf }).then(() => showSuccess(onShelf ? GoodsText.offShelfDone : GoodsText.onShelfDone))
      }
    >
      <Switch
        checked={onShelf}
        loading={shelf.isPending}
        disabled={disabled}
        checkedChildren={GoodsText.onShelf}
        unCheckedChildren={GoodsText.offShelf}
        aria-label={GoodsText.shelf}
      />
    </Popconfirm>
  );
}
