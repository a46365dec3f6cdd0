// The SMS feature's public module: one-time codes and the senders' errors (the sender interface
// itself is a port, server/ports/sms.ts).
export { CODE_MESSAGES, CODE_REASONS, consumeCode, issueCode, type CodePurpose } from './codes';
export { maskPhone, SmsDeliveryError } from './sender';
