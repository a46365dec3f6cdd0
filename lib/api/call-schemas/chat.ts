// The chat calls' schemas (request, response, summary): one group of call-schemas.ts,
// a module of its own so the browser builds only the groups a screen calls (client/call-schemas.ts).
import * as chat from '../schemas/chat';
import { empty } from '../schemas/common';
import { schema } from './schema';

export const calls = {
  chatGroups: schema({
    request: empty,
    response: chat.chatGroupList,
    summary: "The user's chat groups with last message and unread count",
  }),
  chatHistory: schema({
    request: chat.chatHistoryRequest,
    response: chat.chatHistory,
    summary: "A page of a group's messages (before / after a message id)",
  }),
  chatRead: schema({
    request: chat.markReadRequest,
    response: chat.markReadResult,
    summary: "Move the user's read position in a group forward",
  }),
  chatSend: schema({
    request: chat.sendMessageRequest,
    response: chat.chatMessage,
    summary: 'Send a text or image message (retry-safe by clientId)',
  }),
};
