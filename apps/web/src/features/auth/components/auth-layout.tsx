import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { BrandLink } from '@/components/layouts/public-brand';
import { LanguageToggle } from '@/lib/i18n/language-switch';

/**
 * The frame of every signed-out page (register, login, password reset, email verification): the
 * brand back to the landing page, one centred card, and an optional line under it.
 */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  align = 'start',
  icon,
}: {
  /** A status icon over the title (result pages). */
  icon?: { node: ReactNode; tone: 'success' | 'error' };
  /** Result pages (done, link not valid) centre their title over a centred message. */
  align?: 'start' | 'center';
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      {/* A visitor who reads Kiswahili switches before typing anything (decisions.md 28). */}
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLink />
        <LanguageToggle />
      </header>
      <main className="flex flex-1 justify-center px-4 pb-10 pt-2 sm:items-center sm:pt-0">
        <div className="w-full max-w-md">
          <div
            className={cn(
              'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8',
              align === 'center' && 'text-center',
            )}
          >
            {icon ? (
              <span
                aria-hidden
                className={cn(
                  'mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full [&>svg]:h-6 [&>svg]:w-6',
                  icon.tone === 'success' ? 'bg-brand-50 text-brand-700' : 'bg-red-50 text-red-600',
                )}
              >
                {icon.node}
              </span>
            ) : null}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {description ? (
              <div className="mt-1.5 text-sm text-slate-600">{description}</div>
            ) : null}
            <div className="mt-6">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}

/**
 * A result page (done, link not valid, offline): an icon over a centred title, the message
 * announced (a status, or an alert when something went wrong), then what to do next.
 */
export function AuthResult({
  title,
  icon,
  tone,
  message,
  children,
  footer,
}: {
  title: string;
  icon: ReactNode;
  tone: 'success' | 'error';
  message: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <AuthLayout title={title} align="center" icon={{ node: icon, tone }} footer={footer}>
      <div className="flex flex-col items-center gap-4">
        <p role={tone === 'success' ? 'status' : 'alert'} className="text-slate-700">
          {message}
        </p>
        {children}
      </div>
    </AuthLayout>
  );
}
