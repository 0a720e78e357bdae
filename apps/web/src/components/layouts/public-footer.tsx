import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrandLink } from './public-brand';

interface FooterItem {
  label: string;
  /** A real route or in-page anchor; without one the item is plain text, never a dead link. */
  to?: string;
}

const columns: { title: string; items: FooterItem[] }[] = [
  {
    title: 'Products',
    items: [
      { label: 'Market', to: paths.market },
      { label: 'Order book', to: paths.marketOrders },
      { label: 'Trade', to: paths.trade() },
      { label: 'Wallet', to: paths.dashboard.wallet },
    ],
  },
  {
    title: 'Resources',
    items: [
      { label: 'How it works', to: '/#how-it-works' },
      { label: 'Trading pairs', to: '/#trading-pairs' },
      { label: 'Reset your password', to: paths.forgotPassword },
      { label: 'Help centre', to: paths.contact },
    ],
  },
  {
    title: 'Company',
    items: [
      { label: 'About Soko' },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Contact', to: paths.contact },
    ],
  },
];

const linkClass = 'inline-flex min-h-11 items-center text-sm text-slate-600 hover:text-brand-700';

export function PublicFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="space-y-2">
          <BrandLink />
          <p className="max-w-xs text-sm text-slate-500">
            Peer-to-peer trading of emerging cryptocurrencies in Kenyan shillings.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:contents">
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
              <ul className="mt-2">
                {column.items.map((item) => (
                  <li key={item.label}>
                    {item.to?.startsWith('/#') ? (
                      // A plain anchor: the browser scrolls to the section (the router would not).
                      <a href={item.to} className={linkClass}>
                        {item.label}
                      </a>
                    ) : item.to ? (
                      <Link to={item.to} className={linkClass}>
                        {item.label}
                      </Link>
                    ) : (
                      <span className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-500">
                        {item.label}
                        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[0.6875rem] font-medium text-slate-600">
                          Soon
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
          © {new Date().getFullYear()} Soko. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
