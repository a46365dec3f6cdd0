// The content group's plugin: notices, articles, the company, update configuration, dictionaries.
import { defineCallGroup } from '../http/call-group';
import { contentCalls } from './routes';

export const contentPlugin = defineCallGroup('content', contentCalls);
