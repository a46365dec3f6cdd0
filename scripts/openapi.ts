// Writes docs/openapi.json (OpenAPI 3.1) and docs/api.md's call table from the contract registry:
// `npm run openapi`.
import { readFileSync, writeFileSync } from 'node:fs';
import { withCallTable } from '../lib/api/call-table';
import { openApiText } from '../lib/api/openapi';

const root = new URL('../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string };
const target = new URL('docs/openapi.json', root);
writeFileSync(target, openApiText(pkg.version));
console.log(`wrote ${target.pathname}`);
const apiDoc = new URL('docs/api.md', root);
writeFileSync(apiDoc, withCallTable(readFileSync(apiDoc, 'utf8')));
console.log(`wrote the call table in ${apiDoc.pathname}`);
