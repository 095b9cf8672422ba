// How the page confirms a card without knowing the provider: the sandbox fields and the Stripe
// element each supply one of these.
import type { CardResult } from './api/confirm-sandbox-card';

export type CardConfirmer = {
  /** The provider and its card input are ready to confirm (document 01 §5). */
  ready: boolean;
  confirm: (clientSecret: string, name: string) => Promise<CardResult>;
};
