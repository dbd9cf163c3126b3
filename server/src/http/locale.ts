import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale, negotiateLocale, setLocaleResolver } from '@jobmatch/contract';
import type { RequestHandler } from 'express';

const requestLocale = new AsyncLocalStorage<Locale>();

// Everything rendered while serving a request (zod messages, error envelopes, e-mails) follows
// that request's Accept-Language.
setLocaleResolver(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

export const localeMiddleware: RequestHandler = (req, res, next) => {
  const locale = negotiateLocale(req.headers['accept-language']);
  res.setHeader('Content-Language', locale);
  res.vary('Accept-Language');
  requestLocale.run(locale, next);
};
