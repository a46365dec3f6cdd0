// Typecheck fixture, never run: `npm run typecheck` (tsc) proves that an operator group's handler
// table is exact, like server/http/call-group.typecheck.ts for the buyer calls. Each
// `@ts-expect-error` must stay an error; if a change let the wrong table compile, the directive
// itself would fail the build.
import { defineOperatorGroup, type OperatorHandlers } from './operator-group';

declare const users: OperatorHandlers<'users'>;
declare const chat: OperatorHandlers<'chat'>;
declare const exports: OperatorHandlers<'exports'>;

// Every call of the group, each with its handler: compiles.
export const complete = defineOperatorGroup('users', {
  userFind: users.userFind,
  userList: users.userList,
  userDetail: users.userDetail,
  userFreeze: users.userFreeze,
});

// @ts-expect-error an operator call of the group (userFreeze) without a handler
export const missing = defineOperatorGroup('users', { userFind: users.userFind, userDetail: users.userDetail });

export const foreign = defineOperatorGroup('users', {
  userFind: users.userFind,
  userList: users.userList,
  userDetail: users.userDetail,
  userFreeze: users.userFreeze,
  // @ts-expect-error a handler for a call of another group (chat)
  chatGroups: chat.chatGroups,
});

export const part = {
  // @ts-expect-error a feature's part of the table holding another group's call
  chatMembers: chat.chatMembers,
} satisfies Partial<OperatorHandlers<'users'>>;

export const wrongHandler = defineOperatorGroup('users', {
  // @ts-expect-error a handler of another call's shape (chatGroups answers chat groups, not users)
  userFind: chat.chatGroups,
  userList: users.userList,
  userDetail: users.userDetail,
  userFreeze: users.userFreeze,
});

export const streamAsJson = {
  // @ts-expect-error a JSON call's handler where a stream call's is due (an export sends a file)
  exportOrders: users.userFind,
} satisfies Partial<OperatorHandlers<'exports'>>;

export const jsonAsStream = {
  // @ts-expect-error a stream call's handler where a JSON call's is due (it answers no envelope)
  userFind: exports.exportOrders,
} satisfies Partial<OperatorHandlers<'users'>>;
