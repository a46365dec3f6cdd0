export { DEFAULT_CURRENCY, formatMoney, minorDigits, parseMoneyInput, prepareMoneyFormat } from './money';
export { cardDigits, groupCardNumber, maskCardNumber } from './card';
export { maskPhone, normalizePhone } from './phone';
