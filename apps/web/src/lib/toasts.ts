import { toast, type ExternalToast } from 'sonner';

/** Closes every error toast still on screen. */
export function dismissErrorToasts(): void {
  for (const shown of toast.getToasts()) {
    if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id);
  }
}

/**
 * A success toast for a submit that went through. An error toast from an earlier try of the same
 * form would otherwise stay beside it and contradict it (issue 16), so errors are closed first.
 */
export function toastSuccess(title: string, options?: ExternalToast): string | number {
  dismissErrorToasts();
  return toast.success(title, options);
}
