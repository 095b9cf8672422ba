// "Submit Registration": check both steps (our checks, then the contract's, so nothing the server
// would refuse gets charged), take the server's quote, confirm the card with the provider, then one
// POST /api/registrations. A declined card keeps everything the parent typed and
// shows the provider's words; the next attempt gets a fresh quote. Once registered, the parent is
// signed in with the session the server answered (as sign-in stores it) and sees the summary.
// Staff and admin use the same flow with mode 'cash' (a family at the desk pays in cash): no card, the POST carries
// their bearer token, and they stay signed in as themselves (the server sends no session then).
import { useCallback, useState } from 'react';
import { clearDraft } from './form-draft';
import { useNavigate } from 'react-router';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { toast } from '../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { programOperations } from '@springboard/contract/operations/programs';
import { registrationOperations } from '@springboard/contract/operations/registrations';
import type { RegistrationInput } from '@springboard/contract/registrations';
import { reason } from '@springboard/contract/messages';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/server-messages';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { paths } from '../../config/paths';
import { useOperationMutation } from '../../lib/operations';
import type { CardConfirmer, CardResult } from '../../components/card-entry/card-confirmer';
import {
  buildRegistrationBody,
  contractIssues,
  step1Errors,
  step2Errors,
  translateErrors,
  type FormErrors,
  type RegistrationValues,
} from './registration-form';
import { fullSlotErrors, placeServerErrors } from './server-errors';
import { registrationError, registrationMessage } from './server-messages';
import { buildSummaryState } from './summary-state';
import type { QuoteSource } from './use-quote';

/** How the fee is paid: by the parent's card (the public page) or in cash at the desk (staff, admin). */
export type PaymentMode = 'card' | 'cash';

/** Toast text in the body colour: Mantine's dimmed grey description is below WCAG AA contrast. */

type Args = {
  mode: PaymentMode;
  form: UseFormReturnType<RegistrationValues>;
  programs: ProgramWithSlots[];
  getConfirmer: () => CardConfirmer | null;
  quote: QuoteSource;
  /** Shows field errors (replacing all, or adding), sending the parent to step 1 if they are there. */
  showErrors: (errors: FormErrors, replace: boolean) => void;
  emailBlocked: boolean;
  /** The server says the address is taken: it blocks submitting until the e-mail changes. */
  onEmailTaken: (message: string) => void;
  /** Fresh slot counts, to show which chosen slot filled up meanwhile. */
  refreshPrograms: () => Promise<ProgramWithSlots[]>;
  /** The club's required policies as signed, or null when one is not (its fields say why). */
  signPolicies: (signer: { firstName: string; lastName: string }) => RegistrationPolicies | null;
};

type RegistrationPolicies = NonNullable<RegistrationInput['policies']>;

export function useSubmitRegistration({
  mode,
  form,
  programs,
  getConfirmer,
  quote,
  showErrors,
  emailBlocked,
  onEmailTaken,
  refreshPrograms,
  signPolicies,
}: Args) {
  const { t, i18n } = useTranslation('registration');
  // The family's e-mails (payment reminders) are written in the language the form was filled in.
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const { club, settings } = useTenant();
  const navigate = useNavigate();
  const { api, store } = useAuth();
  // Cash is only accepted from a signed-in staff member or admin: their client carries the token (a
  // visitor's has none). Places were taken (or a slot filled up meanwhile): every programs read
  // must show fresh counts.
  const { mutateAsync: register } = useOperationMutation(registrationOperations.register, {
    ...(mode === 'cash' ? { api } : {}),
    invalidates: [programOperations],
  });
  const [submitting, setSubmitting] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const sandbox = (settings?.payment_provider ?? 'sandbox') === 'sandbox';

  const fail = useCallback(
    (message: string) => toast('error', message, { closeLabel: t('toast.close'), title: t('toast.errorTitle') }),
    [t],
  );

  /** Field errors that stop the payment, or null when the card may be charged. */
  const check = useCallback(
    (values: RegistrationValues, withCard: boolean): FormErrors | null => {
      const card = step2Errors(values, withCard ? (sandbox ? 'sandbox' : 'provider') : 'none');
      const errors = translateErrors({ ...step1Errors(values), ...card }, t);
      if (Object.keys(errors).length) return errors;
      const contract = placeServerErrors(contractIssues(buildRegistrationBody(values, 'pending')), values, t);
      const all = { ...contract.errors };
      if (contract.unplaced.length) all.form = contract.unplaced.join(' ');
      return Object.keys(all).length ? all : null;
    },
    [sandbox, t],
  );

  const confirmCard = useCallback(
    async (clientSecret: string, name: string): Promise<CardResult | null> => {
      const card = getConfirmer();
      if (!card?.ready) {
        setCardError(t('card.notReady'));
        return null;
      }
      try {
        return await card.confirm(clientSecret, name);
      } catch (err) {
        return { status: 'requires_payment_method', error: errorMessage(err) };
      }
    },
    [getConfirmer, t],
  );

  const submit = useCallback(async () => {
    if (submitting || emailBlocked) return;
    setCardError(null);
    const values = form.getValues();
    // Cash, or nothing to pay (a 100 % voucher), needs no card; an unknown amount does.
    const needsCard = mode === 'card' && quote.amountCents !== 0;
    const errors = check(values, needsCard);
    if (errors) return showErrors(errors, true);
    const policies = signPolicies({ firstName: values.membership.first_name, lastName: values.membership.last_name });
    if (policies === null) return;
    if (needsCard && !getConfirmer()?.ready) return setCardError(t('card.notReady'));

    setSubmitting(true);
    try {
      const voucher = values.voucher_code.trim();
      let q;
      try {
        q = await quote.take(voucher);
      } catch (err) {
        if (err instanceof ApiError && err.status === 400) {
          return showErrors({ voucher_code: registrationError(t, err, 'voucher_code') }, false);
        }
        return fail(t('toast.quoteFailed', { message: errorMessage(err) }));
      }

      if (mode === 'card' && q.client_secret) {
        const late = needsCard ? null : check(values, true);
        if (late) return showErrors(late, true);
        const result = await confirmCard(q.client_secret, values.card.name.trim());
        if (!result) return;
        if (result.status !== 'succeeded') {
          const message = result.error
            ? registrationMessage(t, reason('payment_declined', { reason: result.error }))
            : t('card.declined');
          setCardError(message);
          return fail(t('toast.paymentFailed', { message }));
        }
      }

      try {
        const created = await register({ body: { ...buildRegistrationBody(values, q.payment_intent_id, mode), language, policies } });
        // The parent who registered is signed in now, kept like a "Remember me" sign-in. Never for
        // cash: staff at the desk registered someone else (the server sends them no session).
        if (mode === 'card' && created.session) store.set(created.session, { remember: true });
        // Earlier toasts (a declined card, the voucher) are history now, and the summary's banner
        // says it all: on a phone a toast would cover that banner.
        notifications.clean();
        const state = buildSummaryState(values, programs, {
          paymentMethod: mode,
          amount_cents: q.amount_cents,
          membership_id: created.membership_id,
        });
        // No form.reset(): the page unmounts, and resetting first would flash an empty form.
        clearDraft(club, mode);
        navigate(paths.membersSummary.href(club), { state });
      } catch (err) {
        if (!(err instanceof ApiError)) return fail(t('toast.registrationFailed', { message: errorMessage(err) }));
        const { errors: placed, unplaced } = placeServerErrors(err.details, values, t);
        const message = unplaced[0] ?? registrationError(t, err);
        if (err.status === 402) setCardError(message);
        if (err.code === 'email_taken') {
          onEmailTaken(message);
          placed['membership.email'] = message;
        }
        if (err.code === 'slot_full') {
          Object.assign(placed, fullSlotErrors(values, await refreshPrograms().catch(() => programs), message));
        }
        if (Object.keys(placed).length) showErrors(placed, false);
        fail(t('toast.registrationFailed', { message }));
      }
    } finally {
      setSubmitting(false);
    }
  }, [
    mode,
    submitting,
    emailBlocked,
    form,
    quote,
    check,
    showErrors,
    getConfirmer,
    t,
    fail,
    confirmCard,
    register,
    programs,
    navigate,
    club,
    store,
    signPolicies,
    onEmailTaken,
    refreshPrograms,
    language,
  ]);

  return { submit, submitting, cardError };
}
