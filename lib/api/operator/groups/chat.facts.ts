// The chat group's operator calls: their facts (zod-free; the schemas are in ./chat.ts).
import { ALL, SUPPORT, read, write, type Fact } from './define';

export const chatFacts = {
  // Chat moderation (support).
  chatGroups: read('/chat/groups', ALL, { payload: 'none' }),
  chatGroupAdd: write('/chat/groups', SUPPORT),
  chatMemberAdd: write('/chat/members', SUPPORT),
  chatMessageDelete: write('/chat/messages/delete', SUPPORT),
  // Chat moderation in the console (issue 23): who is in a group and what was said, newest first.
  // Every role reads (a viewer sees phones masked); only support/admin change anything.
  chatMembers: read('/chat/members'),
  chatMessages: read('/chat/messages'),
} satisfies Record<string, Fact>;
