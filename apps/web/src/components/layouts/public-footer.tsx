import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrandLink } from './public-brand';

interface FooterItem {
  label: MessageDescriptor;
  /** A real route or in-page anchor; without one the item is plain text, never a dead link. */
  to?: string;
}

const columns: { key: string; title: MessageDescriptor; items: FooterItem[] }[] = [
  {
    key: 'products',
    title: msg`Products`,
    items: [
      { label: msg`Market`, to: paths.market },
      { label: msg`Order book`, to: paths.marketOrders },
      { label: msg`Trade`, to: paths.trade() },
      { label: msg`Wallet`, to: paths.dashboard.wallet },
    ],
  },
  {
    key: 'resources',
    title: msg`Resources`,
    items: [
      { label: msg`How it works`, to: '/#how-it-works' },
      { label: msg`Trading pairs`, to: '/#trading-pairs' },
      { label: msg`Reset your password`, to: paths.forgotPassword },
      { label: msg`Help centre`, to: paths.contact },
    ],
  },
  {
    key: 'company',
    title: msg`Company`,
    items: [
      { label: msg`About Soko` },
      { label: msg`Terms of Service`, to: paths.terms },
      { label: msg`Privacy Policy`, to: paths.privacy },
      { label: msg`Contact`, to: paths.contact },
    ],
  },
];

const linkClass = 'inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-brand-700';

export function PublicFooter() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="space-y-2">
          <BrandLink />
          <p className="max-w-xs text-sm text-slate-500">
            <Trans>Peer-to-peer trading of emerging cryptocurrencies in Kenyan shillings.</Trans>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:contents">
          {columns.map((column) => (
            <nav key={column.key} aria-label={i18n._(column.title)}>
              <h2 className="text-sm font-semibold text-slate-900">{i18n._(column.title)}</h2>
              <ul className="mt-2">
                {column.items.map((item) => (
                  <li key={item.label.id}>
                    {item.to?.startsWith('/#') ? (
                      // A plain anchor: the browser scrolls to the section (the router would not).
                      <a href={item.to} className={linkClass}>
                        {i18n._(item.label)}
                      </a>
                    ) : item.to ? (
                      <Link to={item.to} className={linkClass}>
                        {i18n._(item.label)}
                      </Link>
                    ) : (
                      <span className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-500">
                        {i18n._(item.label)}
                        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.6875rem] font-medium text-slate-600">
                          <Trans>Soon</Trans>
                        </span>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-500 sm:px-6">
          <Trans>© {year} Soko. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
