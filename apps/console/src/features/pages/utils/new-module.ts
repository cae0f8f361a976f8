import { ColNameBgType, ColumnType, ColumnTypeName, type DraftModule, type ModuleImage } from '@emall/contract';

export function blankImage(): ModuleImage {
  return { picture: '', title: '', subTitle: '', color: '', subColor: '', content: '', jumpType: '', width: 1080, height: 540 };
}

/** A module as the palette adds it: titled by its type, with what its type needs still to fill in. */
export function newModule(columnType: ColumnType): DraftModule {
  return {
    columnType,
    colName: ColumnTypeName[columnType],
    showColName: false,
    colNameColor: '#1A1A1A',
    colNameBgType: ColNameBgType.bgcolor,
    colBgContent: '',
    images: [],
    goodsIds: [],
    cardPoolIds: [],
    tabs: [],
    feedItems: [],
    jumpButtonName: '',
    jumpUrl: '',
    showBuyButton: false,
    buyButtonText: '',
    richText: '',
  };
}

/** `list` with the item at `from` moved by `by` places (bounded). */
export function moved<T>(list: readonly T[], from: number, by: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, from + by));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
