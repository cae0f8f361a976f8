import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { IdParam } from '../schemas/common.ts';
import { CrowdfundReservation, CrowdfundReserveBody } from '../schemas/goods-kinds.ts';

/** Reservations of crowdfunds in preheat (§4 Crowdfund, §7). */
export const CrowdfundApi = declareApi('crowdfund', {
  result: route(
    'GET',
    Paths.crowdfundReservationResult,
    "The goods' crowdfund: the user's reservation (0 reserved, 2 not; guests 2) and how many have reserved",
    { params: Type.Object({ id: IdParam }), answer: CrowdfundReservation },
    'optional',
  ),
  reserve: route(
    'POST',
    Paths.crowdfundReserve,
    'Reserve a crowdfund in preheat (again: no change; outside preheat 40031)',
    { body: CrowdfundReserveBody, answer: CrowdfundReservation },
    'required',
  ),
  cancel: route('POST', Paths.crowdfundReserveCancel, 'Cancel a reservation (without one: no change)', { body: CrowdfundReserveBody, answer: CrowdfundReservation }, 'required'),
});
