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
