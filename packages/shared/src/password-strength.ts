import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password strength by zxcvbn-ts with its common-password dictionary (about 40,000 leaked
 * passwords, common names and keyboard patterns). Its own entry point, not in the package's
 * index: the dictionary is large, so the web app loads this file only on the forms that set a
 * password, and the landing page never pays for it.
 */
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** zxcvbn's 0 to 4; below this a password is refused (0: top-list, 1: a few guesses more). */
export const MIN_PASSWORD_SCORE = 2;

export const WEAK_PASSWORD_MESSAGE =
  'This password is too common or too easy to guess. Try a longer phrase of unrelated words.';

/** 0 (on a top list) to 4 (very hard to guess); the account's own names count as known words. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn.check(password, userInputs).score;
}

/** The message to show when the password must be refused, or null when it is strong enough. */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  return passwordScore(password, userInputs) < MIN_PASSWORD_SCORE ? WEAK_PASSWORD_MESSAGE : null;
}
