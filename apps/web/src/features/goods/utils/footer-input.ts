import {
  BuyerType,
  CrowdfundStatus,
  DeductType,
  Whitelist,
  type GoodsDetail,
  type GoodsSku,
  type LoginInfo,
} from '@emall/contract';
import {
  crowdfundDisplayStatus,
  footerCrowdfundState,
  isEValueInsufficient,
  isSoldOut,
  type FooterCrowdfund,
  type FooterInput,
} from '@emall/domain';
import { codeOf } from '../../../lib/narrow.ts';

/** The crowdfund phase of the footer: 'none' unless the goods is a crowdfund. */
export function crowdfundPhase(detail: GoodsDetail, nowMs: number): FooterCrowdfund {
  const info = detail.crowdfundInfo;
  if (!detail.crowdfundFlag || !info) return 'none';
  const status = codeOf(CrowdfundStatus, info.status, CrowdfundStatus.Draft);
  return footerCrowdfundState(
    crowdfundDisplayStatus(status, info.crowdfundStartMillisecond, info.crowdfundEndMillisecond, nowMs),
  );
}

/** Gathers the inputs of the §4 footer decision from the page's data; the rule is the domain's. */
export function footerInput(input: {
  detail: GoodsDetail;
  sku: GoodsSku | undefined;
  loggedIn: boolean;
  loginInfo: LoginInfo | undefined;
  nowMs: number;
}): FooterInput {
  const { detail, sku, loggedIn, loginInfo } = input;
  return {
    loggedIn,
    crowdfund: crowdfundPhase(detail, input.nowMs),
    buyerType: codeOf(BuyerType, detail.buyerType, BuyerType.all),
    user: loginInfo
      ? {
          isMaster: loginInfo.isMaster,
          isAuthed: loginInfo.isAuthed,
          hasBigOrder: loginInfo.hasBigOrder,
          inWhitelist: loginInfo.inWhitelist,
        }
      : null,
    whitelistOnly: detail.whitelist === Whitelist.yes,
    limit: {
      userLimitFlag: detail.userLimitFlag,
      userLimit: detail.userLimit,
      userPurchasedNum: detail.userPurchasedNum,
    },
    soldOut: isSoldOut(detail, sku ? sku.stock : detail.stock),
    eValueInsufficient: loginInfo
      ? isEValueInsufficient({
          eValue: sku?.eValue ?? detail.eValue,
          deductType: codeOf(DeductType, detail.deductType, DeductType.cash),
          userPoints: loginInfo.pointsBalance,
        })
      : false,
    roleNotice: detail.role || undefined,
  };
}
