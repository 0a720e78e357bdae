import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/**
 * The frame of the Add and Edit coin dialogs: while the coin or its icon is being saved it cannot
 * be closed, by the corner button, Escape or the backdrop.
 */
export function CoinFormDialog({
  open,
  onOpenChange,
  busy,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent hideClose={busy}>{children}</DialogContent>
    </Dialog>
  );
}
