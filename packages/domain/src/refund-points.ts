import { EXCHANGE_PROPORTION } from '@emall/contract';

export interface EarnedClawbackInput {
  /** E-value the refund gives back (what the refunded pieces took). */
  eValueBack: number;
  /** E-value the order earned on the refunded pieces, to take back (RefundAmounts.pointsEarnedBack). */
  earnedBack: number;
  /** Cash the refund pays back before any deduction, fen. */
  cashFen: number;
  /** The shopper's E-value balance now. */
  balance: number;
  /** Fen one point is worth; defaults to EXCHANGE_PROPORTION. */
  exchangeProportion?: number;
}

export interface EarnedClawback {
  /** The ledger's net move: E-value given back less the earned E-value taken back (never leaves the balance below 0). */
  pointsDelta: number;
  /** Points of the earned E-value the balance could not cover that the cash refund pays for. */
  pointsFromCash: number;
  /** Cash kept for them (pointsFromCash at exchangeProportion), taken off the cash refund. */
  cashDeductFen: number;
  /** Points still owed when the cash refund is too small: taken from the next E-value the shopper earns. */
  debtPoints: number;
}

/**
 * Taking back the E-value earned on refunded pieces (issue 15), never below zero. The E-value the
 * refund gives back and the balance pay for it first; what the shopper has already spent is taken
 * from the cash refund at the exchange rate (as Chinese shops deduct spent reward points from the
 * refund), so the books close with the refund and no balance goes negative; only when the cash
 * refund cannot cover it (an order paid mostly in E-value) is the rest recorded as a debt, taken
 * from the next E-value the shopper earns, rather than forgiven (forgiving would let a shopper buy,
 * spend the reward and refund to keep it).
 */
export function earnedClawback(input: EarnedClawbackInput): EarnedClawback {
  const proportion = input.exchangeProportion ?? EXCHANGE_PROPORTION;
  for (const value of [input.eValueBack, input.earnedBack, input.cashFen, input.balance]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`bad clawback amount ${value}`);
  }
  if (!(proportion > 0)) throw new RangeError(`bad exchange proportion ${proportion}`);
  const available = input.balance + input.eValueBack;
  const fromBalance = Math.min(input.earnedBack, available);
  const short = input.earnedBack - fromBalance;
  const pointsFromCash = Math.min(short, Math.floor(input.cashFen / proportion));
  return {
    pointsDelta: input.eValueBack - fromBalance,
    pointsFromCash,
    cashDeductFen: Math.ceil(pointsFromCash * proportion),
    debtPoints: short - pointsFromCash,
  };
}
