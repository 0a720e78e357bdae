import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { i18n as appI18n } from '@lingui/core';
import { INTL_LOCALES, isLanguage, type ErrorMessageKey } from '@soko/shared';
import { ApiError, type KeyedText } from './api-client';
import { ERROR_TEXTS, PARAM_WORDS } from './error-texts';
import { sayServerTime } from './nairobi-moment';

function isKnownKey(key: string): key is ErrorMessageKey {
  return Object.hasOwn(ERROR_TEXTS, key);
}

/** A keyed text in the language of `i18n`, or undefined for a key this build does not know. */
export function sayKeyed(text: KeyedText | undefined, i18n: I18n = appI18n): string | undefined {
  if (!text || !isKnownKey(text.key)) return undefined;
  const { id, message } = ERROR_TEXTS[text.key];
  return i18n._(id, localParams(text.key, text.params, i18n), { message });
}

/**
 * The parameters that are times the server wrote the spec's English way ("7:00 AM",
 * "Mon, 30 Nov, 7:00 AM"): in another language they are written again in its own way, or a
 * Kiswahili sentence would name an English weekday and "AM" (decisions.md 28).
 */
const PARAM_TIMES: Partial<Record<ErrorMessageKey, Record<string, 'clock' | 'moment'>>> = {
  depositWindowClosed: { opens: 'clock', closes: 'clock', nextOpenAt: 'moment' },
  pausedPasswordChange: { resumesAt: 'moment' },
  pausedPasswordReset: { resumesAt: 'moment' },
  pausedEmailChange: { resumesAt: 'moment' },
  pausedMfaDisabled: { resumesAt: 'moment' },
  addressNotYetUsable: { from: 'moment' },
};

/** The parameters with their words (a status, an action) and times said in the language of `i18n`. */
function localParams(key: ErrorMessageKey, params: KeyedText['params'], i18n: I18n) {
  const words = PARAM_WORDS[key];
  const times = i18n.locale === 'en' ? undefined : PARAM_TIMES[key];
  if (!words && !times) return params;
  const locale = isLanguage(i18n.locale) ? INTL_LOCALES[i18n.locale] : i18n.locale;
  const local = { ...params };
  for (const [name, value] of Object.entries(params)) {
    const word = words?.[name]?.[String(value)];
    const time = times?.[name];
    if (word) local[name] = i18n._(word);
    else if (time && typeof value === 'string') local[name] = sayServerTime(value, time, locale);
  }
  return local;
}

/**
 * No answer at all, said in the language on screen: the client's own words, since no server
 * sent them. Offline, nothing left the phone; a dropped connection may have carried it, which
 * is why a money request keeps its Idempotency-Key for the retry (lib/idempotency-key.ts).
 */
const NO_ANSWER_TEXTS = {
  offline: msg`You are offline, so nothing was sent. Connect and try again.`,
  lost: msg`The connection dropped before Soko answered. Check your connection and try again.`,
};

/**
 * A server error said in the language on screen: by its key and parameters when it has a key
 * this build knows, else the server's own message (a newer server's key, a text with no key),
 * else `fallback`. Not an ApiError (a bug, offline before any answer): `fallback`, else the
 * error's message.
 */
export function errorText(error: unknown, fallback?: string, i18n: I18n = appI18n): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) {
      return i18n._(error.offline ? NO_ANSWER_TEXTS.offline : NO_ANSWER_TEXTS.lost);
    }
    return sayKeyed(error.text, i18n) ?? (error.message || fallback || '');
  }
  if (fallback !== undefined) return fallback;
  return error instanceof Error ? error.message : '';
}

/** An ApiError's field problems, each in the language on screen when it has a key. */
export function fieldErrorTexts(error: ApiError, i18n: I18n = appI18n): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, message] of Object.entries(error.fields)) {
    texts[name] = sayKeyed(error.fieldTexts[name], i18n) ?? message;
  }
  return texts;
}

/** errorText bound to the component's Lingui instance, so it follows a change of language. */
export function useErrorText() {
  const { i18n } = useLingui();
  return (error: unknown, fallback?: string) => errorText(error, fallback, i18n);
}
