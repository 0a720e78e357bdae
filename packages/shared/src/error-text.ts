import { ERROR_MESSAGES } from './error-messages.js';

/**
 * The server's refusals said by key and parameters (issue 17), so the web app can say them in the
 * language on screen instead of showing the server's English. The English sentence is rendered
 * from the same template, so `message` stays word for word what the server always sent.
 */
export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

/** The `{name}` placeholders of a template, read from its text by the type checker. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A value put into a sentence: a figure already written as the server writes it, or a count. */
export type ErrorParamValue = string | number;

export type ErrorParamsOf<K extends ErrorMessageKey> = {
  [Name in Placeholders<(typeof ERROR_MESSAGES)[K]>]: ErrorParamValue;
};

export type ErrorParams = Record<string, ErrorParamValue>;

/** One refusal: its key, its parameters and the English sentence they make. */
export interface ErrorText {
  key: ErrorMessageKey;
  params: ErrorParams;
  message: string;
}

/** Keys whose sentence has no placeholder take no parameters; the others require all of theirs. */
type ParamsArgument<K extends ErrorMessageKey> = [
  Placeholders<(typeof ERROR_MESSAGES)[K]>,
] extends [never]
  ? []
  : [params: ErrorParamsOf<K>];

/** Fills a template's placeholders; one the parameters lack stays as written, to be noticed. */
export function renderErrorMessage(key: ErrorMessageKey, params: ErrorParams = {}): string {
  return ERROR_MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The refusal `key` with its parameters, and its English sentence. */
export function errorText<K extends ErrorMessageKey>(
  key: K,
  ...[params]: ParamsArgument<K>
): ErrorText {
  const values: ErrorParams = params ?? {};
  return { key, params: values, message: renderErrorMessage(key, values) };
}

let byMessage: Map<string, ErrorMessageKey> | undefined;

/**
 * The key of a sentence without placeholders, found by its exact English text. It serves the
 * texts written once as constants and used in several places (a zod schema's message, a rule's
 * constant): such a text is its key's template, so matching it exactly cannot pick a wrong key.
 */
export function errorTextOfMessage(message: string): ErrorText | undefined {
  if (!byMessage) {
    byMessage = new Map();
    for (const [key, template] of Object.entries(ERROR_MESSAGES)) {
      if (!template.includes('{')) byMessage.set(template, key as ErrorMessageKey);
    }
  }
  const key = byMessage.get(message);
  return key ? { key, params: {}, message } : undefined;
}
