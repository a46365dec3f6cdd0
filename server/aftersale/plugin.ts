// The aftersale group's plugin: the buyer's after-sale requests. Support's calls are the operator
// group of the same name (server/routes.ts).
import { defineCallGroup } from '../http/call-group';
import { afterSaleCalls } from './routes';

export const aftersalePlugin = defineCallGroup('aftersale', afterSaleCalls);
