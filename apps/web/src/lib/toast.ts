// Toasts of the signed-in screens: top-right, closing after 5 s (the Notifications provider), the
// text in the body colour (Mantine's dimmed grey description is below WCAG AA contrast).
import { notifications } from '@mantine/notifications';

const STYLES = { description: { color: 'var(--mantine-color-text)' } };
const COLORS = { success: 'green', error: 'red', info: 'blue' } as const;

export type ToastKind = keyof typeof COLORS;

export function toast(kind: ToastKind, message: string, opts: { closeLabel: string; title?: string }) {
  notifications.show({
    color: COLORS[kind],
    message,
    ...(opts.title ? { title: opts.title } : {}),
    closeButtonProps: { 'aria-label': opts.closeLabel },
    styles: STYLES,
  });
}
