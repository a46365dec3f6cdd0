// The SMS port: what a sender is (console, webhook gateway, test memory: server/sms/sender.ts) and
// how a phone number is shown wherever it is printed (answers, logs).
export interface SmsMessage {
  phone: string;
  code: string;
  purpose: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Keeps what a person needs to recognise their own number. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
