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
