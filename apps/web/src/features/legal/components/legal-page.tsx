import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { dateFormat } from '@/lib/format';

const longDate = dateFormat({ dateStyle: 'long' });

/** A plain reading column for the Terms, Privacy and Contact pages. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  /** When the text last changed, as an ISO date: shown in the reader's language. */
  updated?: string;
  children: ReactNode;
}) {
  // Noon in Nairobi, so the day is the same in any time zone the date is shown in.
  const updatedText = updated ? longDate().format(new Date(`${updated}T12:00:00+03:00`)) : '';
  return (
    <article className="mx-auto max-w-3xl space-y-6 text-slate-700">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {updated ? (
          <p className="text-sm text-slate-500">
            <Trans>Last updated {updatedText}</Trans>
          </p>
        ) : null}
      </header>
      {children}
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="space-y-2 text-sm leading-6">{children}</div>
    </section>
  );
}
