import { brand, DeductType, UiText } from '@emall/contract';
import { formatPrice } from '@emall/domain';
import { Typography } from 'antd';

/** A goods' list price as the shop states it: cash, E-value, or both. */
export function PriceText({ price, eValue, deductType }: { price: number; eValue: number; deductType: number }) {
  const cash = <Typography.Text style={{ color: brand.colors.price }}>{formatPrice(price)}</Typography.Text>;
  const points = (
    <Typography.Text style={{ color: brand.colors.evalue }}>
      {eValue}
      {UiText.eValue}
    </Typography.Text>
  );
  if (deductType === DeductType.integral) return points;
  if (deductType === DeductType.all) return <>{cash} + {points}</>;
  return cash;
}
