import type { ReactNode } from 'react';

/** One titled group of settings inside a tab. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 p-4 sm:p-6 [&+&]:border-t [&+&]:border-slate-100">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-500">{description}</p>
      </div>
      {children}
    </section>
  );
}
