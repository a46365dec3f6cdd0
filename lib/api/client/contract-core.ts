// What every call needs from zod besides its own schemas: the envelope's schema and the functions
// that turn zod issues into field errors. Its own chunk, loaded with a call's group of schemas
// (contract-loader.ts), so a screen that only reads builds the envelope and the groups it calls.
export { anyEnvelope, describeErrors, issuesToErrors } from '../envelope';
export { zodFields } from '../rules';
