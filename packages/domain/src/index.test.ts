import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('the package entry', () => {
  it('exports every agreed name', () => {
    const names = [
      'digitsOnly', 'decimalInput', 'phoneInput', 'isValidPhone', 'isValidSmsCode', 'customEValueInput',
      'eValueOnBlur', 'eValueInputHint', 'formatMoney', 'formatPrice', 'realPayAmountText', 'truncateTitle',
      'cartBadgeText', 'imageUrl', 'usesPoints', 'remainingCashFen', 'pointsEarned', 'couponDeductsAll',
      'cashDisplayFen', 'cartTotals', 'isOverPurchaseLimit', 'isEValueInsufficient', 'decideFooter',
      'crowdfundDisplayStatus', 'formatCrowdfundTarget', 'crowdfundCountdown', 'crowdfundPreheatLabel',
      'crowdfundProgressPercent', 'progressBarPercent', 'isAllowedRedirect', 'registrationClue',
      'REGISTRATION_CLUE_PARAMS', 'deviceRiskHeader', 'shouldRetryDeviceRisk', 'v5Signature', 'pushSearchHistory',
      'canAddToCart', 'cartProblemReason', 'cartProblemText', 'cartMaxNum', 'purchaseLimitLeft', 'cartAmount',
      'isValidId', 'yuanText', 'couponConditionText', 'startOfChinaDay', 'chinaDateStamp', 'chinaDateRange',
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
  });
});
