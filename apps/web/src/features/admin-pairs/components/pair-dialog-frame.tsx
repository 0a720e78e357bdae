import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** The Add and Edit dialogs' frame: it cannot be closed while the pair is being saved. */
export function PairDialogFrame({
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
