import { ErrorCode, shopErrorInfo, WarrantyRoute, WarrantyUiText } from '@emall/contract';
import { useNavigate } from 'react-router';
import { StateBlock } from '../../../ui/state-block.tsx';

/** 保修卡不存在, with the way to the card list (the card's page and the apply page). */
export function CardMissing() {
  const navigate = useNavigate();
  return (
    <StateBlock
      illustration="empty"
      title={shopErrorInfo[ErrorCode.WARRANTY_CARD_NOT_FOUND].message}
      actionText={WarrantyUiText.listTitle}
      onAction={() => void navigate(WarrantyRoute.list, { replace: true })}
      fullPage
    />
  );
}
