// Toasts, with sonner loaded by the first one: no public page shows a toast before someone acts,
// so sonner stays off a first visit (docs/server-rendering.md). Same calls as sonner's `toast`.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | undefined;
let mountToaster: ((toaster: Sonner['Toaster']) => void) | undefined;
let toasterMounted: Promise<void> | undefined;
let markMounted: () => void = () => {};

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** sonner's toast, once its Toaster listens: a toast sent before that would be lost. */
async function ready(): Promise<Sonner['toast']> {
  const module = await loadSonner();
  toasterMounted ??= new Promise<void>((resolve) => {
    markMounted = resolve;
    mountToaster?.(module.Toaster);
  });
  await toasterMounted;
  return module.toast;
}

function send(show: (toast: Sonner['toast']) => void): void {
  void ready().then(show);
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => send((t) => t(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => send((t) => t.success(message, data)),
    error: (message: Message, data?: ExternalToast) => send((t) => t.error(message, data)),
    warning: (message: Message, data?: ExternalToast) => send((t) => t.warning(message, data)),
    dismiss: (id?: string | number) => {
      if (sonner) send((t) => t.dismiss(id));
    },
  },
);

/** Where toasts show, once there is one (providers.tsx). */
export function registerToasterHost(mount: (toaster: Sonner['Toaster']) => void): () => void {
  mountToaster = mount;
  if (sonner && toasterMounted) void sonner.then(({ Toaster }) => mount(Toaster));
  return () => {
    if (mountToaster !== mount) return;
    mountToaster = undefined;
    // The next toast mounts the Toaster of whichever host comes next.
    toasterMounted = undefined;
  };
}

export function toasterReady(): void {
  markMounted();
}
