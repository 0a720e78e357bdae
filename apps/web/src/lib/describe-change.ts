import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { changeTone, formatChange } from './change-percent';

/*
 * What a screen reader hears for a 24-hour change figure, in the language on screen. Apart from
 * change-percent.ts, which the landing page imports and which must stay free of Lingui.
 */
const words = {
  none: msg`24-hour change: no trades yet`,
  flat: msg`24-hour change: unchanged`,
};

export function describeChangeIn(i18n: I18n, change: string | null): string {
  const tone = changeTone(change);
  if (tone === 'none' || tone === 'flat') return i18n._(words[tone]);
  // Without its sign: the word says which way.
  const figure = formatChange(change).slice(1);
  return tone === 'up'
    ? i18n._(msg`24-hour change: up ${figure}`)
    : i18n._(msg`24-hour change: down ${figure}`);
}
