// The uploads feature's public module: claiming an upload a record refers to, signing private
// ones for a viewer, the thumbnail width.
export { claimOwnUpload, claimPrivateUpload, markUploadReferenced, uploadNameOf } from './own-upload';
export { privateUrlSigner, thumbNameOf } from './private';
export { THUMB_WIDTH } from './store';
