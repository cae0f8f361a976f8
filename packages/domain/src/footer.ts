import { BuyerType, Text, fillText } from '@emall/contract';
import { isOverPurchaseLimit, type PurchaseLimit } from './purchase.ts';

export type FooterCrowdfund = 'none' | 'preheat' | 'running' | 'ended';

export type FooterUser = { isMaster: boolean; isAuthed: boolean; hasBigOrder: boolean; inWhitelist: boolean };

export type FooterInput = {
  loggedIn: boolean;
  crowdfund: FooterCrowdfund;
  buyerType: BuyerType;
  /** Role flags; null while unknown, which counts as holding none of them. */
  user: FooterUser | null;
  whitelistOnly: boolean;
  limit: PurchaseLimit;
  soldOut: boolean;
  eValueInsufficient: boolean;
  roleNotice?: string;
};

export type FooterReason =
  | 'none'
  | 'preheat'
  | 'crowdfundEnded'
  | 'upgradeOwner'
  | 'whitelist'
  | 'limit'
  | 'soldOut'
  | 'lowEValue';

export type FooterAction = 'buy' | 'login' | 'upgrade' | 'none';

export type FooterDecision = { reason: FooterReason; message: string; disabled: boolean; action: FooterAction };

/** §6: whether the buyer type asks for a role flag the user lacks. */
export function needsOwnerUpgrade(buyerType: BuyerType, user: FooterUser | null): boolean {
  switch (buyerType) {
    case BuyerType.needCarUser:
      return !user?.isMaster;
    case BuyerType.needBindCar:
      return !user?.isAuthed;
    case BuyerType.needEffectOrder:
      return !user?.hasBigOrder;
    default:
      return false;
  }
}

function blocked(reason: FooterReason, message: string): FooterDecision {
  return { reason, message, disabled: true, action: 'none' };
}

function restriction(input: FooterInput): FooterDecision {
  if (input.crowdfund === 'preheat') return blocked('preheat', '');
  if (input.crowdfund === 'ended') return blocked('crowdfundEnded', Text.crowdfundEnded);
  if (needsOwnerUpgrade(input.buyerType, input.user)) {
    return { reason: 'upgradeOwner', message: Text.footerUpgradeOwner, disabled: false, action: 'upgrade' };
  }
  if (input.whitelistOnly && !input.user?.inWhitelist) return blocked('whitelist', Text.footerNotAllowed);
  if (isOverPurchaseLimit(input.limit)) {
    return blocked('limit', fillText(Text.footerLimit, { n: input.limit.userLimit }));
  }
  if (input.soldOut) return blocked('soldOut', Text.footerSoldOut);
  if (input.eValueInsufficient) return blocked('lowEValue', Text.footerLowEValue);
  return { reason: 'none', message: '', disabled: false, action: 'buy' };
}

/**
 * §4 footer button, checked in the spec's priority order. Guests see no restriction and are
 * sent to login (§6). A role notice replaces the text of any logged-in outcome, not its state.
 */
export function decideFooter(input: FooterInput): FooterDecision {
  if (!input.loggedIn) return { reason: 'none', message: '', disabled: false, action: 'login' };
  const decision = restriction(input);
  return input.roleNotice ? { ...decision, message: input.roleNotice } : decision;
}
