import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import {
  CheckResult,
  DigitalKeySignBody,
  DigitalKeySignResult,
  DigitalKeyTips,
  DigitalKeyTipsQuery,
  ServicePackageAdsCheckQuery,
  ServicePackageSkipCheckQuery,
} from '../schemas/goods-kinds.ts';

/** The checks that need the user's car (VIN): service packages and the digital key. */
export const CarsApi = declareApi('cars', {
  servicePackageSkipCheck: route(
    'GET',
    Paths.servicePackageSkipCheck,
    "May the user's car (vinCode) have this service package? pass false says why",
    { query: ServicePackageSkipCheckQuery, answer: CheckResult },
    'required',
  ),
  servicePackageAdsCheck: route(
    'GET',
    Paths.servicePackageAdsCheck,
    "The same check by the package's SKU (productSpecsId), from the ads page",
    { query: ServicePackageAdsCheckQuery, answer: CheckResult },
    'required',
  ),
  digitalKeyTips: route(
    'GET',
    Paths.digitalKeySkipTips,
    'Whether to show the digital-key agreement before buying for this car, and which agreement',
    { query: DigitalKeyTipsQuery, answer: DigitalKeyTips },
    'required',
  ),
  digitalKeySign: route(
    'POST',
    Paths.digitalKeySign,
    'Sign the digital-key agreement in force (agmCode) for the user’s car; idempotent',
    { body: DigitalKeySignBody, answer: DigitalKeySignResult },
    'required',
  ),
});
