// The content feature's public module: the one HTML sanitiser for bodies written by operators.
export { sanitizeBody } from './sanitize';
