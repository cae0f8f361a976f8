import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { TrackBatch } from '../schemas/feed.ts';

/** §7 analytics. */
export const TrackingApi = declareApi('tracking', {
  beacons: route(
    'POST',
    Paths.track,
    'Tracking beacons (HomeFunTab_Click, HomeFunTab_Exposure…): answered at once, delivered after',
    { body: TrackBatch, answer: Type.Null() },
  ),
});
