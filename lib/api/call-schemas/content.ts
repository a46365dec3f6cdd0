// The content calls' schemas (request, response, summary): one group of call-schemas.ts,
// a module of its own so the browser builds only the groups a screen calls (client/call-schemas.ts).
import * as catalog from '../schemas/catalog';
import * as content from '../schemas/content';
import { empty } from '../schemas/common';
import { schema } from './schema';

export const calls = {
  GetNotice: schema({
    request: empty,
    response: content.noticeList,
    summary: 'Auction notices, pinned first then newest',
  }),
  GetArtical: schema({
    request: catalog.idQuery,
    response: content.article,
    summary: 'One article (agreements)',
  }),
  getCompany: schema({
    request: catalog.idQuery,
    response: content.company,
    summary: 'The company page',
  }),
  GetAgreementStatus: schema({
    request: empty,
    response: content.agreementStatus,
    summary: 'The service agreement and privacy policy versions the user has yet to accept (buying waits for them)',
  }),
  AcceptAgreements: schema({
    request: content.acceptAgreementsRequest,
    response: content.acceptAgreementsResult,
    summary: 'Accept the current versions of agreements, read in the request locale',
  }),
  GetAppUpdateConfig: schema({
    request: empty,
    response: content.updateConfig,
    summary: 'Update configuration (app_version, app_change_log)',
  }),
  getAllDictList: schema({
    request: empty,
    response: content.dictList,
    summary: 'All dictionaries (cached as allDictList)',
  }),
};
