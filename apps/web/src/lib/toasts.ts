import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';
import { deferredModule } from '@/lib/deferred-module';

/**
 * The app's toasts, with sonner downloaded only once the page is up or a toast is asked for.
 * sonner is 9.3 KB (compressed) of every page's first download (the landing page's included), and no page shows
 * a toast while it loads: on a phone's 1.6 Mbit/s that was about 50 ms more before the page could
 * draw (issue 16). Every module shows its toasts through `toast` here, never through sonner itself
 * (ESLint says so); app/deferred-toaster.tsx mounts sonner's `<Toaster>` once it is here.
 *
 * A toast asked for before sonner arrives waits here, in order, and is shown when it does (sonner
 * shows a new `<Toaster>` every toast still active). Its id is known at once either way.
 */
type Sonner = typeof SonnerModule;
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';
type ToastId = string | number;
interface Waiting {
  kind: Kind;
  title: ReactNode;
  options: ExternalToast & { id: ToastId };
}

let waiting: Waiting[] = [];
let lastId = 0;

/** sonner itself, downloaded once (lib/deferred-module.ts); null until it has arrived. */
const sonnerModule = deferredModule<Sonner>(() => import('sonner'));
const loaded = (): Sonner | null => sonnerModule.current();

function show(module: Sonner, { kind, title, options }: Waiting): void {
  if (kind === 'message') module.toast(title, options);
  else module.toast[kind](title, options);
}

/**
 * Downloads sonner and shows the toasts that waited for it. A failed download (offline) is let
 * go: the next call tries again, and a toast asked for meanwhile keeps waiting.
 */
export function loadToasts(): Promise<Sonner> {
  return sonnerModule.load().then((module) => {
    const shown = waiting;
    waiting = [];
    for (const item of shown) show(module, item);
    return module;
  });
}

/**
 * For useSyncExternalStore (app/deferred-toaster.tsx): sonner's `<Toaster>` once it has been
 * downloaded, null until then.
 */
export const toasterStore = {
  subscribe: sonnerModule.subscribe,
  toaster: (): Sonner['Toaster'] | null => loaded()?.Toaster ?? null,
};

function create(kind: Kind) {
  return (title: ReactNode, options?: ExternalToast): ToastId => {
    const item: Waiting = {
      kind,
      title,
      options: { ...options, id: options?.id ?? `t${++lastId}` },
    };
    const sonner = loaded();
    // While toasts still wait to be shown (sonner has just arrived), a new one goes behind them.
    if (sonner && waiting.length === 0) {
      show(sonner, item);
    } else {
      waiting.push(item);
      loadToasts().catch(() => undefined);
    }
    return item.options.id;
  };
}

/** sonner's `toast` API as the app uses it. */
export const toast = Object.assign(create('message'), {
  success: create('success'),
  error: create('error'),
  info: create('info'),
  warning: create('warning'),
  /** Closes the toast `id`, or every toast. */
  dismiss(id?: ToastId): void {
    const sonner = loaded();
    if (sonner) sonner.toast.dismiss(id);
    else waiting = id === undefined ? [] : waiting.filter((item) => item.options.id !== id);
  },
});

/** Closes every error toast still on screen (or still waiting to show). */
export function dismissErrorToasts(): void {
  waiting = waiting.filter((item) => item.kind !== 'error');
  const sonner = loaded();
  if (!sonner) return;
  for (const shown of sonner.toast.getToasts()) {
    if ('type' in shown && shown.type === 'error') sonner.toast.dismiss(shown.id);
  }
}

/**
 * A success toast for a submit that went through. An error toast from an earlier try of the same
 * form would otherwise stay beside it and contradict it (issue 16), so errors are closed first.
 */
export function toastSuccess(title: string, options?: ExternalToast): ToastId {
  dismissErrorToasts();
  return toast.success(title, options);
}
