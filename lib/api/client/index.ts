// The client side of the contract (browser). The server must not import this folder.
export { ApiError, isApiError } from './api-error';
export { configureApi, apiConfig, type ApiConfig, type ApiHooks } from './config';
export { callApi, UNEXPECTED_RESPONSE, type CallOptions } from './request';
export { idempotentAction, type IdempotentAction } from './idempotency';
export { localTokenStore, memoryTokenStore, isExpired, tokenExpiry, type TokenStore } from './tokens';
export { errorText, fieldErrorText, UNKNOWN_REASON_KEY, type Translator } from './error-text';
