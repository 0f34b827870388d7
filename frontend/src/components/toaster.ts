import { OverlayToaster, Position, Toaster, ToastProps } from '@blueprintjs/core';

/** Spec: at most 3 toasts at once, bottom centre. */
export const TOASTER_OPTIONS = { maxToasts: 3, position: Position.BOTTOM } as const;

let toaster: Promise<Toaster> | null = null;

export async function showToast(props: ToastProps): Promise<string> {
  toaster ??= OverlayToaster.createAsync(TOASTER_OPTIONS);
  return (await toaster).show(props);
}
