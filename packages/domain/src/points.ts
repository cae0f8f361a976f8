import { DEFAULT_DISTRIBUTION_PROPORTION, PayMethod, PayShowType } from '@emall/contract';

/** §5: points are used only with useIntegral, and either E-value deduct mode with evalue payment or payShowType E. */
export function usesPoints(input: {
  useIntegral: boolean;
  pointsDeductMode: boolean;
  payMethod: PayMethod;
  payShowType: PayShowType;
}): boolean {
  if (!input.useIntegral) return false;
  return (input.pointsDeductMode && input.payMethod === PayMethod.evalue) || input.payShowType === PayShowType.E;
}

/**
 * §5: remaining cash = payAmount − points used × exchangeProportion (fen per point), never
 * below 0. The deduction is rounded down to whole fen so points never cover more than they are worth.
 */
export function remainingCashFen(payAmountFen: number, pointsUsed: number, exchangeProportion: number): number {
  const deductFen = Math.floor(pointsUsed * exchangeProportion);
  return Math.max(0, payAmountFen - deductFen);
}

/**
 * §5: points earned = ceil((remaining cash − carriage) / distributionProportion), never below 0.
 * Units: cash and carriage are fen, so distributionProportion is fen of cash per point earned.
 * A missing, zero or negative proportion falls back to the default (1).
 */
export function pointsEarned(input: {
  payAmountFen: number;
  pointsUsed: number;
  exchangeProportion: number;
  carriageFen: number;
  distributionProportion?: number;
}): number {
  const proportion =
    input.distributionProportion !== undefined && input.distributionProportion > 0
      ? input.distributionProportion
      : DEFAULT_DISTRIBUTION_PROPORTION;
  const cashFen = remainingCashFen(input.payAmountFen, input.pointsUsed, input.exchangeProportion) - input.carriageFen;
  if (!(cashFen > 0)) return 0;
  return Math.ceil(cashFen / proportion);
}
