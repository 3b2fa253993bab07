import { TOASTER } from '@payrail/contract/constants';
import { type CSSProperties, useEffect } from 'react';
import { Toaster } from 'sonner';
import { toasterMounted } from '#lib/notify.ts';

/**
 * The one toast area (spec 000 §9): top right, 3 visible, 4 s, Alt+T focuses it. The width is
 * sonner's `--width` variable (356 px), which its own CSS narrows to the screen on phones.
 * Loaded lazily by the root route (see lib/notify.ts).
 */
export default function AppToaster() {
  return (
    <>
      <Toaster
        position={TOASTER.position}
        visibleToasts={TOASTER.visibleToasts}
        duration={TOASTER.duration}
        hotkey={[...TOASTER.hotkey]}
        closeButton
        richColors
        style={{ '--width': `${TOASTER.width}px` } as CSSProperties}
        toastOptions={{ closeButtonAriaLabel: TOASTER.closeLabel }}
      />
      <MountSignal />
    </>
  );
}

/** Its effect runs after the Toaster's own (an earlier sibling), when sonner already listens. */
function MountSignal() {
  useEffect(toasterMounted, []);
  return null;
}
