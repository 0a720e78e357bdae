/**
 * The hostile values the API fuzz test sends: raw path segments and query values (already
 * percent-encoded, some of them deliberately malformed), JSON values of every wrong type and
 * shape, and whole bodies that are not what the route expects.
 */

/** Path segments as they go on the wire: NUL, bad UTF-8, bad escapes, huge, traversal. */
export const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%ff',
  '%C0%AE',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%EF%BF%BF',
  '%E2%80%AE',
  '%25',
  '%2F',
  '%2e%2e',
  '%0A',
  '%20',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  'x'.repeat(101),
  'x'.repeat(4000),
  '9'.repeat(40),
  'NaN',
  '-1',
  '0',
  '1e3',
  '0X10',
  'null',
  '%',
  '%zz',
  '%u0000',
  '..',
];

/** Query values: the raw segments plus numbers out of every bound. */
export const RAW_QUERY_VALUES = [
  ...RAW_SEGMENTS,
  '',
  '-0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'Infinity',
  'true',
  '%5B%5D',
];

const DEEP_ARRAY = JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown;

/** JSON values for one field: wrong types, bounds, NUL and odd unicode, look-alike numbers. */
export const HOSTILE_JSON_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  '\uD800',
  '\uFFFF',
  '😀',
  '\u202E',
  'ü',
  'NaN',
  'Infinity',
  '-1',
  '-0',
  '1e309',
  '1E3',
  '0x10',
  ' 1',
  '1 ',
  '+1',
  '1,000',
  '1.123456789012345678',
  '9'.repeat(50),
  '0.00000000',
  [],
  ['a'],
  {},
  { a: 1 },
  DEEP_ARRAY,
];

/** Whole JSON bodies that are broken, of the wrong shape, or try prototype pollution. */
export const RAW_JSON_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[' + '1,'.repeat(20_000) + '1]',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
];

/** Content types a JSON route does not take, and broken forms of the ones it does. */
export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'image/png',
];

/** Bodies that are not valid UTF-8 (sent with a JSON content type). */
export const INVALID_UTF8_BODIES = [
  Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xae, 0x22, 0x7d]),
];
