import { PayShowType, SelectEnum, type CartAmount, type CartGroup, type CartItem, type CartList } from '@emall/contract';

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    cartItemId: '101',
    productId: '2',
    productSpecsId: '21',
    name: '曜川 城市通勤双肩包 防泼水 16 英寸电脑仓',
    specsName: '雾灰',
    pictureUrl: '/media/backpack.png',
    shareUrl: '/store/boutique/product?productId=2',
    num: 1,
    price: 26900,
    productPrice: 32900,
    eValue: 0,
    deductType: 0,
    deductAmount: 0,
    stock: 200,
    maxNum: 200,
    selectEnum: SelectEnum.selected,
    selectEnable: true,
    problemReason: null,
    problemText: '',
    ...overrides,
  };
}

export function cartGroup(groupName: string, cartItemList: CartItem[]): CartGroup {
  return { groupName, cartItemList };
}

/** A cart of the given groups; effectNum counts every piece. */
export function cartList(cartList: CartGroup[], overrides: Partial<CartList> = {}): CartList {
  const effectNum = cartList.flatMap((g) => g.cartItemList).reduce((n, item) => n + item.num, 0);
  return { cartList, userAvailablePoint: 200, effectNum, ...overrides };
}

export function cartAmount(overrides: Partial<CartAmount> = {}): CartAmount {
  return {
    payShowType: PayShowType.cartDeduct,
    count: 0,
    payAmount: 0,
    cashPayAmount: 0,
    payIntegral: 0,
    maxDeductAmount: 0,
    exchangeProportion: 10,
    userAvailablePoint: 200,
    ...overrides,
  };
}
