import { Trans } from '@lingui/react/macro';
import { Construction } from 'lucide-react';
import { Card } from './card';
import { PageHeader } from './page-header';

/**
 * The honest placeholder for a page a later release fills: its heading and one sentence, no
 * invented figures.
 */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <Construction aria-hidden className="h-8 w-8 text-brand-700" />
        <p className="font-medium text-slate-900">
          <Trans>Coming soon</Trans>
        </p>
        <p className="max-w-md text-sm text-slate-500">{description}</p>
      </Card>
    </div>
  );
}
