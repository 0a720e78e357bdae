import { Trans, useLingui } from '@lingui/react/macro';
import type { Wallet } from '@soko/shared';
import { useRef, useState } from 'react';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useDepositWindow } from '../api/get-deposit-window';
import { DepositAddress } from './deposit-address';
import { DepositForm } from './deposit-form';
import { DepositWindowNotice } from './deposit-window-notice';

interface DepositDialogProps {
  /** The coin to deposit; the dialog is open while it is set. */
  wallet: Wallet | undefined;
  onClose: () => void;
}

/**
 * Deposit {coin} (product-spec.md section 2): send coins to the platform's address, then report
 * it with the amount, an optional hash and a proof image. An admin approves it later.
 */
export function DepositDialog({ wallet, onClose }: DepositDialogProps) {
  const open = wallet !== undefined;
  const abortUploadRef = useRef<(() => void) | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const { t } = useLingui();

  // Closing while the proof is on its way asks first (the spec's rule for payment dialogs): the
  // request may still reach the server and be recorded.
  const requestClose = () => {
    if (abortUploadRef.current) setConfirmClose(true);
    else onClose();
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : requestClose())}>
        <DialogContent className="max-w-lg">
          {wallet ? (
            <DepositBody wallet={wallet} abortUploadRef={abortUploadRef} onDone={onClose} />
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t`Stop sending this deposit?`}
        description={t`Your proof is still being sent. If you close now, the deposit may or may not be recorded: check your Transaction History before you send it again.`}
        confirmLabel={t`Close anyway`}
        destructive
        onConfirm={() => {
          abortUploadRef.current?.();
          abortUploadRef.current = null;
          setConfirmClose(false);
          onClose();
        }}
      />
    </>
  );
}

function DepositBody({
  wallet,
  abortUploadRef,
  onDone,
}: {
  wallet: Wallet;
  abortUploadRef: React.RefObject<(() => void) | null>;
  onDone: () => void;
}) {
  const depositWindow = useDepositWindow(true);
  const currency = wallet.currency;
  const usable = wallet.active && wallet.depositAddress !== null;
  // An unknown window (the check failed) does not block: the server refuses a closed one anyway.
  const allowed = usable && depositWindow.data?.open !== false;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Deposit {currency}</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Send {currency} to this address, then report it below. An admin checks it before it
            reaches your balance.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-4">
        {wallet.depositAddress ? (
          <DepositAddress currency={wallet.currency} address={wallet.depositAddress} />
        ) : null}
        {usable ? null : (
          <p role="alert" className="text-sm text-amber-800">
            <Trans>Deposits of {currency} are paused. You can still withdraw what you hold.</Trans>
          </p>
        )}
        <DepositWindowNotice
          window={depositWindow.data}
          isError={depositWindow.isError}
          onRetry={() => void depositWindow.refetch()}
        />
        <DepositForm
          currency={wallet.currency}
          allowed={allowed}
          onBusyChange={(abort) => {
            abortUploadRef.current = abort;
          }}
          onWindowClosed={() => void depositWindow.refetch()}
          onDone={onDone}
        />
      </div>
    </>
  );
}
