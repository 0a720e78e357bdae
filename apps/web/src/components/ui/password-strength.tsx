import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';

const LABELS = [msg`Very weak`, msg`Weak`, msg`Fair`, msg`Strong`, msg`Very strong`];
const TONES = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'];

/**
 * How hard the password would be to guess, by the same zxcvbn-ts check the server refuses weak
 * passwords with (score below 2). Its dictionary is large, so it loads only when this meter is
 * first shown with something typed: the pages that never set a password never fetch it.
 */
export function PasswordStrength({
  password,
  userInputs = [],
}: {
  password: string;
  userInputs?: string[];
}) {
  const { i18n } = useLingui();
  const [rated, setRated] = useState<{ password: string; score: number } | null>(null);
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let current = true;
    void import('@soko/shared/password-strength').then(({ passwordScore }) => {
      if (current) setRated({ password, score: passwordScore(password, inputsKey.split('\n')) });
    });
    return () => {
      current = false;
    };
  }, [password, inputsKey]);

  if (!password) return null;
  const score = rated?.password === password ? rated.score : null;
  const label = score === null ? undefined : LABELS[score];
  const strength = label ? i18n._(label) : '';
  return (
    <div className="mt-1.5 space-y-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[0, 1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              score !== null && segment < Math.max(score, 1) ? TONES[score] : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600">
        {score === null ? (
          <Trans>Strength: checking…</Trans>
        ) : score < 2 ? (
          <Trans>Strength: {strength}: too common or easy to guess</Trans>
        ) : (
          <Trans>Strength: {strength}</Trans>
        )}
      </p>
    </div>
  );
}
