import { BuyerType } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { decideFooter, needsOwnerUpgrade, type FooterInput, type FooterReason, type FooterUser } from './footer.ts';

const bools = [false, true];
const users: (FooterUser | null)[] = [
  null,
  ...bools.flatMap((isMaster) =>
    bools.flatMap((isAuthed) =>
      bools.flatMap((hasBigOrder) => bools.map((inWhitelist) => ({ isMaster, isAuthed, hasBigOrder, inWhitelist }))),
    ),
  ),
];
const limits = [
  { userLimitFlag: true, userLimit: 3, userPurchasedNum: 3 },
  { userLimitFlag: true, userLimit: 3, userPurchasedNum: 1 },
  { userLimitFlag: false, userLimit: 3, userPurchasedNum: 9 },
];
const crowdfunds = ['none', 'preheat', 'running', 'ended'] as const;

function allInputs(): FooterInput[] {
  const out: FooterInput[] = [];
  for (const loggedIn of bools)
    for (const crowdfund of crowdfunds)
      for (const buyerType of Object.values(BuyerType))
        for (const user of users)
          for (const whitelistOnly of bools)
            for (const limit of limits)
              for (const soldOut of bools)
                for (const eValueInsufficient of bools)
                  for (const roleNotice of [undefined, '', '请先完成认证'])
                    out.push({ loggedIn, crowdfund, buyerType, user, whitelistOnly, limit, soldOut, eValueInsufficient, roleNotice });
  return out;
}

// Independent restatement of §4/§6, highest priority first.
const priority: [FooterReason, (i: FooterInput) => boolean][] = [
  ['preheat', (i) => i.crowdfund === 'preheat'],
  ['crowdfundEnded', (i) => i.crowdfund === 'ended'],
  [
    'upgradeOwner',
    (i) =>
      (i.buyerType === BuyerType.needCarUser && i.user?.isMaster !== true) ||
      (i.buyerType === BuyerType.needBindCar && i.user?.isAuthed !== true) ||
      (i.buyerType === BuyerType.needEffectOrder && i.user?.hasBigOrder !== true),
  ],
  ['whitelist', (i) => i.whitelistOnly && i.user?.inWhitelist !== true],
  ['limit', (i) => i.limit.userLimitFlag && i.limit.userLimit <= i.limit.userPurchasedNum],
  ['soldOut', (i) => i.soldOut],
  ['lowEValue', (i) => i.eValueInsufficient],
];

const messages: Record<FooterReason, string> = {
  none: '',
  preheat: '',
  crowdfundEnded: '众筹已结束',
  upgradeOwner: '升级为车主',
  whitelist: '当前不可购买',
  limit: '限购3件,再爱也需克制',
  soldOut: '努力补货中~',
  lowEValue: '获取更多E值,即可拥有',
};

describe('decideFooter over every combination of inputs', () => {
  const inputs = allInputs();

  it('covers the whole cross product', () => {
    expect(inputs.length).toBe(2 * 4 * 4 * 17 * 2 * 3 * 2 * 2 * 3);
  });

  it('gives guests no restriction and sends them to login', () => {
    for (const input of inputs.filter((i) => !i.loggedIn)) {
      expect(decideFooter(input)).toEqual({ reason: 'none', message: '', disabled: false, action: 'login' });
    }
  });

  it('picks the first matching restriction in priority order for logged-in users', () => {
    for (const input of inputs.filter((i) => i.loggedIn)) {
      const expected = priority.find(([, applies]) => applies(input))?.[0] ?? 'none';
      const decision = decideFooter(input);
      expect(decision.reason, JSON.stringify(input)).toBe(expected);
      expect(decision.disabled).toBe(expected !== 'none' && expected !== 'upgradeOwner');
      expect(decision.action).toBe(expected === 'none' ? 'buy' : expected === 'upgradeOwner' ? 'upgrade' : 'none');
      expect(decision.message).toBe(input.roleNotice ? input.roleNotice : messages[expected]);
    }
  });
});

describe('decideFooter, targeted cases', () => {
  const base: FooterInput = {
    loggedIn: true,
    crowdfund: 'none',
    buyerType: BuyerType.all,
    user: { isMaster: false, isAuthed: false, hasBigOrder: false, inWhitelist: false },
    whitelistOnly: false,
    limit: { userLimitFlag: false, userLimit: 0, userPurchasedNum: 0 },
    soldOut: false,
    eValueInsufficient: false,
  };

  it('lets a logged-in user buy when nothing blocks', () => {
    expect(decideFooter(base)).toEqual({ reason: 'none', message: '', disabled: false, action: 'buy' });
  });

  it('disables buying during preheat without a message, even when sold out', () => {
    expect(decideFooter({ ...base, crowdfund: 'preheat', soldOut: true })).toEqual({
      reason: 'preheat',
      message: '',
      disabled: true,
      action: 'none',
    });
  });

  it('says the crowdfund ended before asking for an upgrade', () => {
    expect(decideFooter({ ...base, crowdfund: 'ended', buyerType: BuyerType.needCarUser }).message).toBe('众筹已结束');
  });

  it('keeps the upgrade button enabled ahead of a sold-out product', () => {
    expect(decideFooter({ ...base, buyerType: BuyerType.needBindCar, soldOut: true })).toEqual({
      reason: 'upgradeOwner',
      message: '升级为车主',
      disabled: false,
      action: 'upgrade',
    });
  });

  it('shows the limit with the number allowed', () => {
    const limit = { userLimitFlag: true, userLimit: 2, userPurchasedNum: 2 };
    expect(decideFooter({ ...base, limit, soldOut: true }).message).toBe('限购2件,再爱也需克制');
  });

  it('lets a role notice replace the text but not the state', () => {
    expect(decideFooter({ ...base, soldOut: true, roleNotice: '仅限车主' })).toEqual({
      reason: 'soldOut',
      message: '仅限车主',
      disabled: true,
      action: 'none',
    });
  });

  it('ignores a role notice for guests', () => {
    expect(decideFooter({ ...base, loggedIn: false, soldOut: true, roleNotice: '仅限车主' }).message).toBe('');
  });

  it('treats unknown role flags as missing', () => {
    expect(decideFooter({ ...base, user: null, whitelistOnly: true }).reason).toBe('whitelist');
    expect(decideFooter({ ...base, user: null, buyerType: BuyerType.needEffectOrder }).reason).toBe('upgradeOwner');
  });
});

describe('needsOwnerUpgrade', () => {
  const none = { isMaster: false, isAuthed: false, hasBigOrder: false, inWhitelist: false };

  it('asks each buyer type for its own flag', () => {
    expect(needsOwnerUpgrade(BuyerType.needCarUser, { ...none, isMaster: true })).toBe(false);
    expect(needsOwnerUpgrade(BuyerType.needCarUser, { ...none, isAuthed: true, hasBigOrder: true })).toBe(true);
    expect(needsOwnerUpgrade(BuyerType.needBindCar, { ...none, isAuthed: true })).toBe(false);
    expect(needsOwnerUpgrade(BuyerType.needBindCar, { ...none, isMaster: true })).toBe(true);
    expect(needsOwnerUpgrade(BuyerType.needEffectOrder, { ...none, hasBigOrder: true })).toBe(false);
    expect(needsOwnerUpgrade(BuyerType.needEffectOrder, { ...none, isMaster: true })).toBe(true);
  });

  it('never asks when anyone may buy', () => {
    expect(needsOwnerUpgrade(BuyerType.all, null)).toBe(false);
  });
});
