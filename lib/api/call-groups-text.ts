// The text of lib/api/client/call-groups.ts, generated from the schema modules (`npm run openapi`
// writes it; call-groups.test.ts fails when the committed file is stale). The browser's map of
// call → group must stay free of zod, so it cannot import the modules it is derived from: it is
// written out instead, and a new call's group is stated once, by the module that holds it.
import { callGroupSchemas } from './call-schemas';

export function callGroupsText(): string {
  const groups = Object.keys(callGroupSchemas);
  const entries = Object.entries(callGroupSchemas).flatMap(([group, calls]) =>
    Object.keys(calls).map((name) => `  ${name}: '${group}',`),
  );
  return [
    "// Which module under lib/api/call-schemas/ holds each call's schemas. The browser loads a call's",
    '// group on its first use (contract-loader.ts): a screen builds the zod schemas of the calls it',
    '// makes, not the whole contract. Generated from those modules by `npm run openapi`',
    '// (lib/api/call-groups-text.ts); call-groups.test.ts fails when it is stale. Do not edit.',
    "import type { CallName } from '../call-facts';",
    '',
    callGroupType(groups.map((g) => `'${g}'`).join(' | ')),
    '',
    'export const CALL_GROUP: Record<CallName, CallGroup> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** The union on one line, or (past prettier's 120 columns) on the next, as prettier writes it. */
function callGroupType(union: string): string {
  const line = `export type CallGroup = ${union};`;
  return line.length <= 120 ? line : `export type CallGroup =\n  ${union};`;
}
