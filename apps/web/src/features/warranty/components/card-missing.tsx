import { ErrorCode, WarrantyRoute, WarrantyUiText } from '@emall/contract';
import { MissingPage } from '../../../ui/missing-page.tsx';

/** 保修卡不存在, with the way to the card list (the card's page and the apply page). */
export function CardMissing() {
  return <MissingPage code={ErrorCode.WARRANTY_CARD_NOT_FOUND} actionText={WarrantyUiText.listTitle} to={WarrantyRoute.list} />;
}
