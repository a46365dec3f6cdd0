// Typecheck fixture, never run: `npm run typecheck` (tsc) proves that a group's handler table is
// exact. Each `@ts-expect-error` must stay an error; if a change let the wrong table compile, the
// directive itself would fail the build.
import { defineCallGroup, type CallHandlers } from './call-group';

declare const upload: CallHandlers<'upload'>;
declare const chat: CallHandlers<'chat'>;

// Every call of the group, each with its handler: compiles.
export const complete = defineCallGroup('upload', {
  uploadImages: upload.uploadImages,
  storageAuth: upload.storageAuth,
});

// @ts-expect-error a contract call of the group (storageAuth) without a handler
export const missing = defineCallGroup('upload', { uploadImages: upload.uploadImages });

export const foreign = defineCallGroup('upload', {
  uploadImages: upload.uploadImages,
  storageAuth: upload.storageAuth,
  // @ts-expect-error a handler for a call of another group (chat)
  chatGroups: chat.chatGroups,
});

export const part = {
  // @ts-expect-error a route module's part of the table holding another group's call
  chatSend: chat.chatSend,
} satisfies Partial<CallHandlers<'upload'>>;

export const wrongHandler = defineCallGroup('upload', {
  // @ts-expect-error a handler of another call's shape (chatGroups answers chat groups, not an image)
  uploadImages: chat.chatGroups,
  storageAuth: upload.storageAuth,
});
