// The zod half of the contract as the client uses it: the call schemas, the envelope's schema and
// the functions that turn zod issues into field errors. Loaded on demand (contract-loader.ts), so
// no screen's first load carries zod; everything else of the request layer reads call-facts.ts.
export { callSchemas } from '../call-schemas';
export { anyEnvelope, describeErrors, issuesToErrors } from '../envelope';
export { zodFields } from '../rules';
export { messageText } from '../schemas/chat';
export { productWeiPaiRequest } from '../schemas/orders';
export { storageAuth, storageUploadResponse, uploadedImage } from '../schemas/upload';
