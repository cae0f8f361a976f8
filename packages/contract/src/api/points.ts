import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { PointsQuery, PointsSummary } from '../schemas/rights.ts';

/** §7 E-value. */
export const PointsApi = declareApi('points', {
  summary: route('GET', Paths.points, "The user's E-value (dimension 1)", { query: PointsQuery, answer: PointsSummary }, 'required'),
});
