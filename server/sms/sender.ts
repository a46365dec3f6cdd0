// Pluggable SMS delivery. The default console sender prints the code for demos and development;
// with NODE_ENV=production it withholds it (codes must never reach production logs).
import type { Config } from '../config';

import { maskPhone, type SmsMessage, type SmsSender } from '../ports/sms';

export { maskPhone, type SmsMessage, type SmsSender };

/**
 * The sender a configuration asks for: the gateway when SMS_WEBHOOK_URL is set; none at all in
 * production without it (only with SMS_DISABLED=true: config refuses to start otherwise), so a code
 * call answers 503 instead of 200 with nothing sent; the console elsewhere.
 */
export function configuredSender(
  config: Pick<Config, 'env' | 'smsWebhookUrl'>,
  print: (line: string) => void = console.log,
): SmsSender {
  if (config.smsWebhookUrl) return webhookSender(config.smsWebhookUrl);
  if (config.env === 'production') return noSender();
  return consoleSender(config.env, print);
}

/** Refuses every code: sign-in by code is off (production with SMS_DISABLED=true). */
export function noSender(): SmsSender {
  return { send: () => Promise.reject(new SmsDeliveryError('Codes by SMS are not available on this server')) };
}

export function consoleSender(env: string, print: (line: string) => void = console.log): SmsSender {
  return {
    send({ phone, code, purpose }) {
      if (env === 'production') {
        print(`[sms] no SMS provider configured: a ${purpose} code for ${maskPhone(phone)} was not delivered`);
      } else {
        print(`[sms] ${purpose} code for ${phone}: ${code} (valid 5 minutes)`);
      }
      return Promise.resolve();
    },
  };
}

/** Posts each code to an SMS gateway; a failed delivery is a 503 the user can retry later. */
export function webhookSender(url: string, timeoutMs = 10_000): SmsSender {
  return {
    async send({ phone, code, purpose }) {
      let ok = false;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phone, code, purpose }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        ok = res.ok;
      } catch {
        ok = false;
      }
      if (!ok) throw new SmsDeliveryError();
    },
  };
}

export class SmsDeliveryError extends Error {
  constructor(message = 'The SMS could not be sent: try again in a minute') {
    super(message);
  }
}

/** Test fake: remembers what was sent. */
export function memorySender(): SmsSender & { sent: SmsMessage[]; last(phone: string): string | undefined } {
  const sent: SmsMessage[] = [];
  return {
    sent,
    send(m) {
      sent.push(m);
      return Promise.resolve();
    },
    last(phone) {
      return sent.filter((m) => m.phone === phone).at(-1)?.code;
    },
  };
}
