export * from './auth.js';
export * from './coins.js';
export * from './constants.js';
export * from './errors.js';
export * from './money.js';
export * from './users.js';
