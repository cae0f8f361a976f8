import { shopErrorInfo } from '@emall/contract';
import { useNavigate } from 'react-router';
import { StateBlock } from './state-block.tsx';

interface MissingPageProps {
  /** The …_NOT_FOUND code whose message is the page's title. */
  code: keyof typeof shopErrorInfo;
  /** The button's text and where it leads: the list the missing thing belongs to. */
  actionText: string;
  to: string;
}

/** A whole page for something that is not there (订单不存在, 保修卡不存在…), with the way back to its list. */
export function MissingPage({ code, actionText, to }: MissingPageProps) {
  const navigate = useNavigate();
  return (
    <StateBlock
      illustration="empty"
      title={shopErrorInfo[code].message}
      actionText={actionText}
      onAction={() => void navigate(to, { replace: true })}
      fullPage
    />
  );
}
