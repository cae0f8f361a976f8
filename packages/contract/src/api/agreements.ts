import { Type } from 'typebox';
import { Paths } from '../api-paths.ts';
import { declareApi, route } from '../route.ts';
import { Agreement, AgreementQuery } from '../schemas/agreement.ts';
import { IdParam } from '../schemas/common.ts';

/** §7 Agreements. */
export const AgreementsApi = declareApi('agreements', {
  latest: route(
    'GET',
    Paths.privacyAgreement,
    'The agreement of a type in force (user, privacy, digitalKey, intellect), as HTML',
    { query: AgreementQuery, answer: Agreement },
  ),
  byId: route('GET', Paths.signAgreementContent, 'One agreement version by id, as HTML', { params: Type.Object({ id: IdParam }), answer: Agreement }),
});
