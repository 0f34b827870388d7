import { Position, Toaster, ToastProps } from '@blueprintjs/core';

/** Spec: at most 3 toasts at once, bottom centre. */
export const TOASTER_OPTIONS = { maxToasts: 3, position: Position.BOTTOM } as const;

let toaster: Promise<Toaster> | null = null;

// The toaster loads with the first toast, not with every page.
export async function showToast(props: ToastProps): Promise<string> {
  toaster ??= import('@blueprintjs/core/lib/esm/components/toast/overlayToaster').then(({ OverlayToaster }) => OverlayToaster.createAsync(TOASTER_OPTIONS));
  return (await toaster).show(props);
}
