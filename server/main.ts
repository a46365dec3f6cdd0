// Entry point: one process serves the exported app (out/) on one port.
// The reference-server issue grows this into the API with its database.
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const app = await buildApp();
await app.listen({ port, host });
console.log(`Gavel is running at http://localhost:${port}/`);
