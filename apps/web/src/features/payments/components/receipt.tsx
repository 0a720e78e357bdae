import { Trans } from '@lingui/react/macro';

/** "M-Pesa receipt QK12AB34CD" on one line: a break inside "M-Pesa" reads badly. */
export function Receipt({ number }: { number: string }) {
  return (
    <p>
      <span className="whitespace-nowrap">
        <Trans>M-Pesa receipt</Trans>
      </span>{' '}
      <span className="font-mono font-medium">{number}</span>
    </p>
  );
}
