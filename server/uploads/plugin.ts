// The upload group's plugin, the one place multipart bodies are parsed: uploadImages, storageAuth
// and the storage host's plain upload route. Elsewhere a multipart body is refused (415, answered
// as a 400 envelope) before any handler runs.
import fastifyMultipart from '@fastify/multipart';
import { defineCallGroup } from '../http/call-group';
import { MAX_UPLOAD_BYTES } from './limits';
import { storageUploadRoute, uploadCalls } from './routes';

export const uploadPlugin = defineCallGroup('upload', uploadCalls, {
  setup: async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    storageUploadRoute(app);
  },
});
