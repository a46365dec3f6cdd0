// The default locale's texts of every translatable row (server/ports/text-rows.ts), each read and
// written by the feature that owns its table: content edits them all (the console's side-by-side
// editor, server/routes.ts) and the seed writes its demo words into them, without either
// importing the features that own the rows. Part of the composition layer, beside routes.ts.
import { levelTexts } from './account';
import { chatGroupTexts } from './chat';
import { contentTextRows } from './content';
import { productTexts, productTypeTexts } from './market';
import type { TextRows } from './ports/text-rows';
import { platformAccountTexts } from './wallet';

export const textRows: TextRows = {
  ...contentTextRows,
  product_type: productTypeTexts,
  product: productTexts,
  level: levelTexts,
  chat_group: chatGroupTexts,
  platform_account: platformAccountTexts,
};
