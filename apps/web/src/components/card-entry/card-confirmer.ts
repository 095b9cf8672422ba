// How a page confirms a card without knowing the provider: the sandbox fields and the Stripe
// element each supply one of these. A payment intent is confirmed to pay; a setup intent to save
// the card (Update Card), which then names the new payment method.
export type CardResult = {
  status: 'succeeded' | 'requires_payment_method';
  error?: string;
  /** The saved payment method, after a setup intent was confirmed. */
  paymentMethodId?: string;
};

export type CardConfirmer = {
  /** The provider and its card input are ready to confirm. */
  ready: boolean;
  confirm: (clientSecret: string, name: string) => Promise<CardResult>;
};
