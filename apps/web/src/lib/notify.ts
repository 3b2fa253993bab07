/**
 * The only module that raises toasts. The same text is shown once at a time (its id is the text),
 * so seven calls failing together with one reason read as one toast.
 *
 * sonner (~10 KB gzip) stays out of the initial bundle: the toaster is a lazy component, and a
 * toast waits until it has mounted (sonner drops toasts raised before a toaster listens).
 */
type Kind = 'success' | 'error' | 'loading';

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the toaster once it listens. */
export const toasterMounted = (): void => markMounted();

async function show(kind: Kind, message: string): Promise<void> {
  await mounted;
  const { toast } = await import('sonner');
  toast[kind](message, { id: message });
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  loading: (message: string) => void show('loading', message),
};
