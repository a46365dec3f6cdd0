import { getRequestConfig } from 'next-intl/server';

export default getRequestConfig(async ({ requestLocale }) => {
  const locale = (await requestLocale) ?? 'en';
  return { locale, messages: { floor: { title: 'Floor', body: 'A bare page.' } } };
});
