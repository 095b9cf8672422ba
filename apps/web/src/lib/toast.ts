// Toasts of the signed-in screens: top-right, closing after 5 s (the Notifications provider), the
// text in the body colour (Mantine's dimmed grey description is below WCAG AA contrast).
import { notifications } from '@mantine/notifications';

const STYLES = { description: { color: 'var(--mantine-color-text)' } };
const COLORS = { success: 'green', error: 'red', info: 'blue' } as const;

export type ToastKind = keyof typeof COLORS;

/** `id`: shown once while it is on screen; asking again with the same id adds no second toast. */
export function toast(kind: ToastKind, message: string, opts: { closeLabel: string; title?: string; id?: string }) {
  notifications.show({
    ...(opts.id ? { id: opts.id } : {}),
    color: COLORS[kind],
    message,
    ...(opts.title ? { title: opts.title } : {}),
    closeButtonProps: { 'aria-label': opts.closeLabel },
    styles: STYLES,
  });
}
