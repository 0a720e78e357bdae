import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('ui-card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('ui-card-header', className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('ui-card-title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('ui-card-description', className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('ui-card-content', className)} {...props} />;
}

/** A list's rows as cards, for a phone where a table has no room; `label` names the list. */
export function CardList<T extends { id: string }>({
  label,
  items,
  cardClassName = 'p-4',
  children,
}: {
  label: string;
  items: readonly T[];
  cardClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <Card className={cardClassName}>{children(item)}</Card>
        </li>
      ))}
    </ul>
  );
}
