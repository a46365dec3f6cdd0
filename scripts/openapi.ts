// Writes docs/openapi.json (OpenAPI 3.1), docs/operator-openapi.json (the operator calls, likewise),
// docs/api.md's call table, the browser's call → group map (lib/api/client/call-groups.ts) and its
// read checks (lib/api/client/read-checks/*.json) from the contract registry: `npm run openapi`.
import { readFileSync, writeFileSync } from 'node:fs';
import { callGroupsText } from '../lib/api/call-groups-text';
import { withCallTable } from '../lib/api/call-table';
import { openApiText } from '../lib/api/openapi';
import { operatorOpenApiText } from '../lib/api/operator/openapi';
import { readCheckFiles } from '../lib/api/read-checks-compile';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
const target = new URL('docs/openapi.json', root);
writeFileSync(target, openApiText(pkg.version));
console.log(`wrote ${target.pathname}`);
const operatorTarget = new URL('docs/operator-openapi.json', root);
writeFileSync(operatorTarget, operatorOpenApiText(pkg.version));
console.log(`wrote ${operatorTarget.pathname}`);
const apiDoc = new URL('docs/api.md', root);
writeFileSync(apiDoc, withCallTable(readFileSync(apiDoc, 'utf8')));
console.log(`wrote the call table in ${apiDoc.pathname}`);
const groups = new URL('lib/api/client/call-groups.ts', root);
writeFileSync(groups, callGroupsText());
console.log(`wrote ${groups.pathname}`);
for (const [name, text] of Object.entries(readCheckFiles())) {
  const file = new URL(`lib/api/client/read-checks/${name}.json`, root);
  writeFileSync(file, text);
  console.log(`wrote ${file.pathname}`);
}
