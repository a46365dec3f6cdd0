// The chat feature's public module: what the realtime socket needs (audience, messages, topics).
export {
  audienceOf,
  loadMessage,
  messagesWrittenBy,
  sendMessage,
  TOPICS,
  type MembersEvent,
  type MessageEvent,
} from './store';
// Content's editor and the seed reach a group's name through these (server/ports/text-rows.ts).
export { chatGroupTexts, generalGroupId } from './text-columns';
