// The words the running server writes for a user, per locale (issue 22): a new account's default
// nickname and the code SMS. They were the seed's (server/seed/locales) while only the seed wrote
// words; the SMS sender and registration read them on every request, so they sit on the floor,
// below every feature, and the seed's locale texts include them from here. One shape for every
// locale: a missing text is a compile error; server/seed/locales/locales.test.ts checks the words
// (glossary, typography, placeholders) and server/sms/segments.test.ts that each SMS is one segment.
import type { Locale } from '@/lib/i18n/config';

export interface RuntimeText {
  /** Default nickname of a new user; `{last4}` is the phone's last four digits. */
  defaultNickname: string;
  /** SMS texts by template id (the CodePurpose of server/sms/codes.ts); `{code}` is the code, `{minutes}` its lifetime. */
  sms: { login: string; register: string; payPassword: string; deleteAccount: string };
}

export const RUNTIME_TEXT: Record<Locale, RuntimeText> = {
  en: {
    defaultNickname: 'User {last4}',
    sms: {
      login: 'Gavel: your login code is {code}, valid for {minutes} min. Never share it: we never ask for it.',
      register:
        'Gavel: your registration code is {code}, valid for {minutes} min. Never share it: we never ask for it.',
      payPassword:
        'Gavel: your code to set your pay password is {code}, valid for {minutes} min. If you did not ask for it, ignore this message.',
      deleteAccount:
        'Gavel: your code to delete your account is {code}, valid for {minutes} min. If you did not ask for it, change your password now.',
    },
  },
  fr: {
    defaultNickname: 'Utilisateur {last4}',
    // SMS are GSM-7 to fit one segment (server/sms/segments.test.ts): no ’, no espace insécable, no ê —
    // so these sentences need neither apostrophe nor « : ».
    sms: {
      login:
        'Votre code de connexion Gavel est {code}, valable {minutes} min. Ne le communiquez à personne, nous ne le demandons jamais.',
      register:
        'Votre code pour vous inscrire sur Gavel est {code}, valable {minutes} min. Ne le communiquez à personne, nous ne le demandons jamais.',
      payPassword:
        'Votre code Gavel pour définir votre mot de passe de paiement est {code}, valable {minutes} min. Si cette demande ne vient pas de vous, ignorez ce message.',
      deleteAccount:
        'Votre code Gavel pour supprimer votre compte est {code}, valable {minutes} min. Si cette demande ne vient pas de vous, changez de mot de passe.',
    },
  },
  es: {
    defaultNickname: 'Usuario {last4}',
    // SMS are GSM-7 to fit one segment (server/sms/segments.test.ts): GSM-7 has ñ but not á, í, ó, ú, so
    // the code is a « clave » (not « código ») and it « caduca » (not « es válido »).
    sms: {
      login:
        'Tu clave de acceso a Gavel es {code} y caduca en {minutes} min. No la compartas con nadie: nunca te la pediremos.',
      register:
        'Tu clave para registrarte en Gavel es {code} y caduca en {minutes} min. No la compartas con nadie: nunca te la pediremos.',
      payPassword:
        'Tu clave para establecer la contraseña de pago de Gavel es {code} y caduca en {minutes} min. Si no la has pedido, ignora este mensaje.',
      deleteAccount:
        'Tu clave para eliminar tu cuenta de Gavel es {code} y caduca en {minutes} min. Si no la has pedido, cambia tu contraseña ya.',
    },
  },
  'zh-CN': {
    defaultNickname: '用户{last4}',
    sms: {
      login: '【Gavel拍卖】您的登录验证码为 {code}，{minutes} 分钟内有效。请勿泄露给他人，工作人员不会向您索要。',
      register: '【Gavel拍卖】您的注册验证码为 {code}，{minutes} 分钟内有效。请勿泄露给他人，工作人员不会向您索要。',
      payPassword:
        '【Gavel拍卖】您正在设置支付密码，验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本短信。',
      deleteAccount:
        '【Gavel拍卖】您正在注销账户，验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请立即修改登录密码。',
    },
  },
  'zh-TW': {
    defaultNickname: '使用者{last4}',
    sms: {
      login: '【Gavel 拍賣】您的登入驗證碼為 {code}，{minutes} 分鐘內有效。請勿提供給他人，工作人員不會向您索取。',
      register: '【Gavel 拍賣】您的註冊驗證碼為 {code}，{minutes} 分鐘內有效。請勿提供給他人，工作人員不會向您索取。',
      payPassword:
        '【Gavel 拍賣】您正在設定付款密碼，驗證碼為 {code}，{minutes} 分鐘內有效。若非本人操作，請忽略此簡訊。',
      deleteAccount:
        '【Gavel 拍賣】您正在刪除帳號，驗證碼為 {code}，{minutes} 分鐘內有效。若非本人操作，請立即變更登入密碼。',
    },
  },
};
