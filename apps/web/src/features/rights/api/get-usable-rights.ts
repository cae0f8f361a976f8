import { Paths, RightsStatus, type UserRight } from '@emall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** How many of the user's rights 我的 lists; the count covers them all. */
export const RIGHTS_SHOWN = 3;

export interface UsableRights {
  total: number;
  first: UserRight[];
}

/** GET /hermes/v1/rights (status 可用), §7: the coupons and rights cards the user can use now, newest first. */
async function getUsableRights(signal?: AbortSignal): Promise<UsableRights> {
  const page = await http.get(Paths.rights, {
    query: { status: RightsStatus.enable, pageNo: 1, pageSize: RIGHTS_SHOWN },
    signal,
    silent: true,
  });
  return { total: page.totalNum, first: page.result };
}

const usableRightsQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: ['mine', userId, 'usable-rights'], queryFn: ({ signal }) => getUsableRights(signal), enabled: userId !== null });

export function useUsableRights() {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery(usableRightsQueryOptions(userId));
}
