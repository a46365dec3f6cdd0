// The upload calls' schemas (request, response, summary): one group of call-schemas.ts,
// a module of its own so the browser builds only the groups a screen calls (client/call-schemas.ts).
import * as upload from '../schemas/upload';
import { schema } from './schema';

export const calls = {
  uploadImages: schema({
    request: upload.uploadImagesRequest,
    response: upload.uploadedImage,
    summary: 'Upload one image (multipart field "file")',
  }),
  storageAuth: schema({
    request: upload.storageAuthRequest,
    response: upload.storageAuth,
    summary: 'Authorise a direct upload to the storage service',
  }),
};
