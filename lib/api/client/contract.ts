// The whole zod half of the contract as forms use it: every call's schemas, the envelope's schema,
// the functions that turn zod issues into field errors, and the few schemas forms check directly.
// Loaded on demand (contract-loader.ts), so no screen's first load carries zod; the request layer
// itself loads only a call's group (contract-core.ts + call-groups.ts).
export { callSchemas } from '../call-schemas';
export { anyEnvelope, describeErrors, issuesToErrors } from '../envelope';
export { zodFields } from '../rules';
export { messageText } from '../schemas/chat';
export { productWeiPaiRequest } from '../schemas/orders';
export { storageAuth, storageUploadResponse, uploadedImage } from '../schemas/upload';
