// A saved change of the user's own name: the session's copy of the user follows, so the greeting
// and the sidebar change at once, without a reload.
import type { SessionStore } from '../../lib/session-store';

export function followSavedName(store: SessionStore, saved: { first_name: string; last_name: string }) {
  const session = store.current();
  if (session) store.set({ ...session, user: { ...session.user, first_name: saved.first_name, last_name: saved.last_name } });
}
