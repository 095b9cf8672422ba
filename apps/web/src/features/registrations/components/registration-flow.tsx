// The registration form, one implementation for both screens that use it: the
// public /register (mode 'card': the parent pays by card) and the staff/admin add-member screen
// (mode 'cash': no card step, "Payment method: Cash", posted with the signed-in user's token).
// Step 1 the membership and one or more athletes with their programs and slots; step 2 billing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Stepper, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { toast } from '../../../lib/toast';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/es';
import { formatMoney, toCents } from '@springboard/contract/money';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { programOperations } from '@springboard/contract/operations/programs';
import { medicalOperations } from '@springboard/contract/operations/medical';
import type { MedicalField } from '@springboard/contract/medical';
import { useTenant } from '../../../lib/tenant-context';
import { useCheckEmail } from '../api/check-email';
import { confirmSandboxCard } from '../../../components/card-entry/confirm-sandbox-card';
import { useRegistrationFee } from '../api/registration-fee';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { cardDigits, parseExpiry } from '../../../components/card-entry/card';
import type { CardConfirmer } from '../../../components/card-entry/card-confirmer';
import {
  athleteComplete,
  athletesWithErrors,
  newAthlete,
  quoteScope,
  step1Errors,
  translateErrors,
  type FormErrors,
  type RegistrationValues,
} from '../registration-form';
import { hasStep1Error } from '../server-errors';
import { chosenSlotIds } from '../../../components/slot-picker/slot-selection';
import { useQuote } from '../use-quote';
import { registrationError, registrationMessage } from '../server-messages';
import { useSubmitRegistration, type PaymentMode } from '../use-submit-registration';
import { AthleteSection } from './athlete-section';
import { BillingSection, moneyLocale } from './billing-section';
import { TuitionSummary } from './tuition-summary';
import { ErrorSummary } from './error-summary';
import { MembershipSection } from './membership-section';
import { PoliciesSection, useRegistrationPolicies } from './policies-section';
import { PageHeader } from '../../../components/page-header';
import { loadDraft, saveDraft } from '../form-draft';
import { localizePrograms } from '@springboard/contract/website';

const NO_FIELDS: readonly MedicalField[] = [];

type Props = { mode: PaymentMode; title: string; lead: string };

export function RegistrationFlow({ mode, title, lead }: Props) {
  const { t, i18n } = useTranslation('registration');
  const { settings, publicApi } = useTenant();
  // Named in the reader's language: the Spanish name and description where the club wrote them.
  const lang = i18n.resolvedLanguage ?? 'en';
  const programsQuery = useOperation(programOperations.withSlots, {}, { select: (rows) => localizePrograms(rows, lang) });
  const requiredMedical = useOperation(medicalOperations.settings, {}).data?.required_fields ?? NO_FIELDS;
  const programs = programsQuery.data ?? [];
  const fee = useRegistrationFee();
  const checkEmail = useCheckEmail();
  // The total after the voucher, or the server's reason for refusing it (under the voucher field).
  const applyDiscount = useOperationMutation(paymentOperations.applyDiscount);
  const [step, setStep] = useState(0);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [showSummary, setShowSummary] = useState(false);
  /** Athlete blocks folded to one line, by the athlete's key. */
  const [collapsed, setCollapsed] = useState<Record<string, boolean>>({});
  const summaryRef = useRef<HTMLDivElement>(null);
  const stripeConfirmer = useRef<CardConfirmer | null>(null);
  const provider = settings?.payment_provider ?? 'sandbox';

  // The answers survive Back and a reload (form-draft.ts: never the card or the password).
  const { club } = useTenant();
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: loadDraft(club, mode),
    onValuesChange: (values, previous) => {
      if (values.membership.email !== previous.membership.email) setEmailError(null);
      saveDraft(club, mode, values);
    },
  });
  const scope = useCallback(() => quoteScope(form.getValues()), [form]);
  const quote = useQuote(mode, scope);

  // On the billing step, a quote for the classes, start date and voucher as they are: fetched when
  // the step opens and again when the start date changes (the first month's tuition the club may
  // charge now depends on it).
  const startDate = form.getValues().start_date;
  const { refresh: refreshQuote, hasQuote } = quote;
  useEffect(() => {
    if (step !== 1) return;
    const voucher = form.getValues().voucher_code.trim();
    if (!hasQuote(voucher)) void refreshQuote(voucher).catch(() => undefined);
  }, [step, startDate, form, hasQuote, refreshQuote]);

  /** Shows translated errors: replacing all (a full check) or adding (the server's, a voucher's). */
  const showErrors = useCallback(
    (errors: FormErrors, replace: boolean) => {
      form.setErrors(replace ? errors : { ...form.errors, ...errors });
      // A folded athlete with a problem opens again, so the field in error can be seen and fixed.
      const keys = athletesWithErrors(errors).map((i) => form.getValues().athletes[i]?.key);
      if (keys.length) setCollapsed((c) => ({ ...c, ...Object.fromEntries(keys.map((k) => [k, false])) }));
      if (hasStep1Error(errors)) setStep(0);
      setShowSummary(true);
      // Wait for the step to render, then bring the list of bad fields into view.
      requestAnimationFrame(() => summaryRef.current?.focus());
    },
    [form],
  );

  const onEmailBlur = async (raw: string) => {
    const email = raw.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return;
    const result = await checkEmail.mutateAsync(email).catch(() => ({ taken: null }) as const);
    if (form.getValues().membership.email.trim().toLowerCase() !== email) return; // changed meanwhile
    const message =
      result.taken === false
        ? null
        : result.taken
          ? registrationMessage(t, { code: 'email_taken' })
          : t('errors.emailCheckFailed');
    setEmailError(message);
    if (message) form.setFieldError('membership.email', message);
  };

  const getConfirmer = useCallback((): CardConfirmer | null => {
    if (provider !== 'sandbox') return stripeConfirmer.current;
    return {
      ready: true,
      confirm: (clientSecret, name) => {
        const card = form.getValues().card;
        const expiry = parseExpiry(card.expiry)!;
        return confirmSandboxCard(publicApi, {
          client_secret: clientSecret,
          card_number: cardDigits(card.number),
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: card.cvc.trim(),
          name,
        });
      },
    };
  }, [provider, form, publicApi]);
  const onStripeConfirmer = useCallback((c: CardConfirmer | null) => {
    stripeConfirmer.current = c;
  }, []);

  // A family registering itself signs the club's required policies; staff at the desk do not sign for it.
  const policies = useRegistrationPolicies(mode === 'card');
  const { submit, submitting, cardError } = useSubmitRegistration({
    mode,
    form,
    programs,
    getConfirmer,
    quote,
    showErrors,
    emailBlocked: emailError !== null,
    onEmailTaken: setEmailError,
    refreshPrograms: async () => (await programsQuery.refetch()).data ?? programs,
    signPolicies: policies.sign,
  });

  const continueToBilling = () => {
    const errors = translateErrors(step1Errors(form.getValues(), new Date(), requiredMedical), t);
    if (emailError) errors['membership.email'] = emailError;
    if (Object.keys(errors).length) {
      showErrors(errors, true);
      return;
    }
    setShowSummary(false);
    goToStep(1);
    // Warm the summary's code now, so the page after paying shows at once.
    void import('../pages/members-summary-page');
  };

  const applyVoucher = async () => {
    const code = form.getValues().voucher_code.trim();
    if (!code) return;
    form.clearFieldError('voucher_code');
    try {
      const base = fee.data ?? (quote.amountCents ?? 0) / 100;
      const { finalAmount } = await applyDiscount.mutateAsync({ body: { code, amount: base } });
      const amount = formatMoney(toCents(finalAmount), moneyLocale(i18n.resolvedLanguage));
      toast('success', t('toast.voucherApplied', { amount }), { closeLabel: t('toast.close') });
      await quote.refresh(code).catch(() => undefined);
    } catch (err) {
      form.setFieldError('voucher_code', registrationError(t, err, 'code'));
    }
  };

  /** Every page change of the flow starts at the top of the page, as a new page would. */
  const goToStep = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  };

  const addAthlete = () => {
    // Finished athletes fold to one line; the new one opens below them.
    const values = form.getValues();
    const done = values.athletes.filter((_, i) => athleteComplete(values, i)).map((a) => [a.key, true] as const);
    setCollapsed((c) => ({ ...c, ...Object.fromEntries(done) }));
    form.insertListItem('athletes', newAthlete());
  };

  const feeText = quote.amountCents === undefined ? null : formatMoney(quote.amountCents, moneyLocale(i18n.resolvedLanguage));

  if (programsQuery.isLoading) {
    return (
      <Center h="50vh" role="status" aria-label={t('loadingPrograms')}>
        <Loader />
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={title} lead={lead} />
      <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(s) => s < step && goToStep(s)}>
        <Stepper.Step label={t('steps.details')} />
        <Stepper.Step label={t('steps.billing')} />
      </Stepper>
      {programsQuery.isError ? <Alert color="red">{t('errors.programsFailed')}</Alert> : null}
      {showSummary ? <ErrorSummary ref={summaryRef} errors={form.errors} programs={programs} /> : null}

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step === 0) continueToBilling();
          else void submit();
        }}
      >
        {step === 0 ? (
          <Stack gap="lg">
            <MembershipSection form={form} onEmailBlur={(v) => void onEmailBlur(v)} checkingEmail={checkEmail.isPending} />
            <Title order={2} size="h3">
              {t('athlete.sectionHeading')}
            </Title>
            {form.getValues().athletes.map((a, i, all) => (
              <AthleteSection
                key={a.key}
                form={form}
                index={i}
                programs={programs}
                removable={all.length > 1}
                onRemove={() => form.removeListItem('athletes', i)}
                collapsed={!!collapsed[a.key]}
                onCollapsedChange={(c) => setCollapsed((prev) => ({ ...prev, [a.key]: c }))}
                requiredMedical={requiredMedical}
              />
            ))}
            <Group justify="space-between" gap="sm">
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addAthlete}>
                {t('athlete.add')}
              </Button>
              <Button type="submit">{t('continue')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="lg">
            <TuitionSummary
              firstMonthNow={settings?.charge_first_month_at_registration ?? false}
              athletes={form.getValues().athletes.map((a) => ({
                name: `${a.first_name} ${a.last_name}`.trim(),
                slotIds: chosenSlotIds(a),
              }))}
            />
            <BillingSection
              form={form}
              fee={{
                cents: quote.amountCents,
                breakdown: quote.breakdown,
                loading: quote.loading && quote.amountCents === undefined,
                failed: quote.failed,
                retry: () => void quote.refresh(form.getValues().voucher_code.trim()).catch(() => undefined),
              }}
              voucher={{ apply: () => void applyVoucher(), applying: applyDiscount.isPending }}
              card={
                mode === 'cash'
                  ? null
                  : { provider, publishableKey: settings?.stripe_publishable_key ?? null, onConfirmer: onStripeConfirmer }
              }
            />
            <PoliciesSection
              policies={policies}
              signerName={`${form.getValues().membership.first_name} ${form.getValues().membership.last_name}`.trim()}
            />
            {cardError ? (
              <Alert color="red" title={t('card.failedTitle')} role="alert">
                {cardError}
              </Alert>
            ) : null}
            {emailError ? (
              <Text size="sm" c="red.8" role="alert">
                {t('errors.emailBlocks', { message: emailError })}
              </Text>
            ) : null}
            <Group justify="space-between" gap="sm">
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => goToStep(0)}
                disabled={submitting}
              >
                {t('back')}
              </Button>
              {/* The button says what it charges: the server's quote, updated when a voucher applies. */}
              <Button type="submit" loading={submitting} disabled={submitting || emailError !== null}>
                {feeText === null ? t('submit') : t('submitAmount', { amount: feeText })}
              </Button>
            </Group>
          </Stack>
        )}
      </form>
    </Stack>
  );
}
