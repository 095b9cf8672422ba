// The club's toasts (top-right, closing after 5 s) and confirm dialogs: a chunk of their own, mounted
// by providers.tsx once the page has loaded or a user is signed in, so the first page does not ship
// them. `notifications.show` and `modals.open*` reach these through Mantine's stores and window
// events, not through React context: a toast shown before they mount appears when they do.
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

export default function Overlays() {
  return (
    <>
      <Notifications position="top-right" autoClose={5000} />
      <ModalsProvider />
    </>
  );
}
