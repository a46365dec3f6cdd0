export {
  PICKER_MAX,
  Uploader,
  type UploadItem,
  type UploadStatus,
  type UploadTarget,
  type UploaderOptions,
} from './uploader';
export {
  UploadTransportError,
  xhrTransport,
  type UploadRequest,
  type UploadResponse,
  type UploadTransport,
} from './transport';
export { readUploadAnswer, type UploadAnswer } from './answer';
