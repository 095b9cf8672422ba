// The catalogue of every refusal the API sends: a stable snake_case code, its English sentence and
// the names of its parameters ({name} in the sentence). The envelope's `error` and each detail carry
// the code and its params next to the English text; the web app translates the code, never the text.
// A code's meaning never changes: a new meaning is a new code. This file imports nothing (the
// sign-in pages use it without zod).

type Entry = string | { readonly en: string; readonly params: readonly string[] };

export const MESSAGES = {
  // Any field (the schemas' helpers and zod's own refusals).
  required: 'is required',
  must_be_text: 'must be text',
  must_be_number: 'must be a number',
  must_be_list: 'must be a list',
  must_be_true_or_false: 'must be true or false',
  must_be_whole: 'must be a whole number',
  must_be_positive: 'must be more than 0',
  not_negative: 'cannot be negative',
  too_large: 'is too large',
  too_short: { en: 'must be at least {min} characters', params: ['min'] },
  too_long: { en: 'must be at most {max} characters', params: ['max'] },
  too_small: { en: 'must be at least {min}', params: ['min'] },
  too_big: { en: 'must be at most {max}', params: ['max'] },
  min_or_more: { en: 'must be {min} or more', params: ['min'] },
  too_few_items: { en: 'must list at least {min}', params: ['min'] },
  too_many_items: { en: 'must list at most {max}', params: ['max'] },
  wrong_type: { en: 'must be {expected}', params: ['expected'] },
  one_of: { en: 'must be one of {options}', params: ['options'] },
  bad_format: 'is not in the expected format',
  bad_email: 'must be an e-mail address',
  bad_id: 'must be an id',
  unknown_fields: { en: 'has unknown fields: {fields}', params: ['fields'] },
  invalid: 'is invalid',
  date_format: 'must be a date like 2025-09-01',
  real_date: 'must be a real date',
  in_future: 'cannot be in the future',
  before_start_date: 'must not be before startDate',
  lists_slot_twice: 'lists a time slot twice',
  unstorable_text: 'contains a character that cannot be stored (NUL or an unpaired surrogate)',
  field_unstorable_text: {
    en: '{field} contains a character that cannot be stored (NUL or an unpaired surrogate)',
    params: ['field'],
  },
  invalid_fields: { en: 'Invalid {where}: {fields}', params: ['where', 'fields'] },

  // Lists (paged, sorted, searched, downloaded).
  list_not_searched: 'this list has no search',
  json_or_csv: 'must be json or csv',

  // The request itself.
  authentication_required: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  token_of_other_club: 'This token belongs to another club',
  tenant_required: 'Tenant context required',
  club_not_found: 'Club not found',
  route_not_found: { en: 'Route {method} {path} not found', params: ['method', 'path'] },
  malformed_json: 'Malformed JSON body',
  body_too_large: 'Request body is too large',
  unsupported_media_type: 'Unsupported content type',
  request_refused: { en: '{reason}', params: ['reason'] },
  expected_json: 'Expected a JSON body',
  service_unavailable: 'Service temporarily unavailable',
  internal_error: 'Internal server error',
  club_creation_failed: 'Club creation failed',
  too_many_attempts: 'Too many attempts. Please try again later.',
  too_many_messages: 'Too many messages sent from here. Please try again later.',
  // The web app's own, when no answer came.
  network_error: 'Unknown error occurred',
  bad_response: { en: 'API request failed with status {status}', params: ['status'] },
  not_csv: 'The server did not answer a CSV file',

  // Sign-in, passwords, accounts.
  invalid_credentials: 'Invalid login credentials',
  invalid_reset_link: 'Invalid or expired link',
  wrong_current_password: 'Current password is incorrect.',
  user_email_taken: 'A user with this email already exists',
  email_taken: 'An account with this email already exists.',
  refresh_token_used: 'Invalid Refresh Token: Already Used',
  refresh_token_expired: 'Refresh token expired',
  refresh_token_invalid: 'Invalid Refresh Token',
  own_password_only: 'You can only change your own password.',
  fill_all_fields: 'Please fill in all fields.',
  fill_required_fields: 'Please fill out all required fields.',
  password_too_short: { en: 'Password must be at least {min} characters.', params: ['min'] },
  email_invalid: 'Please enter a valid email address',
  user_not_found: 'User not found',
  nothing_to_update: 'Nothing to update: send first_name, last_name, role or profile fields.',
  last_admin: 'The club must keep at least one admin. Make another user an admin first.',
  no_membership_profile: 'This user has no membership, so there is no profile to update.',
  club_has_no_role: { en: 'The club has no {role} role', params: ['role'] },
  slug_taken: { en: 'The slug "{slug}" is already taken', params: ['slug'] },
  domain_taken: { en: 'The domain "{domain}" is already used by another club', params: ['domain'] },

  // Families, athletes, enrolments, waitlist.
  membership_not_found: 'Membership not found',
  athlete_not_found: 'Athlete not found',
  gender_choice: 'must be Male, Female or Other',
  referral_choice: 'choose Social Media, Friend Referral or Advertisement',
  add_an_athlete: 'add at least one athlete',
  not_athletes_membership: "is not this athlete's membership",
  also_chosen_as_slot: 'is also chosen as a time slot',
  slot_not_found: 'Time slot not found',
  slot_full: 'This time slot is full',
  already_enrolled: 'This athlete is already enrolled in this time slot',
  enrollment_not_found: 'Enrollment not found',
  cash_staff_only: 'Only staff can register with a cash payment',
  waitlist_not_full: 'This time slot has places left: enrol the athlete instead',
  already_waiting: 'This athlete is already on the waitlist of this time slot',
  waitlist_entry_not_found: 'Waitlist entry not found',
  offer_not_found: 'Offer not found',
  offer_expired: 'This offer has expired',
  offer_answered: 'This offer has already been answered',
  waitlist_cannot_move: 'This entry cannot move further',

  // Programs and their time slots.
  program_not_found: 'Program not found',
  program_key_format: 'Use lowercase letters, digits and dashes only (like youth-gym)',
  program_key_taken: 'A program with this key already exists',
  program_duration: 'Duration must be 0.25 to 12 hours, in quarter hours (0.75 is 45 minutes)',
  program_age: 'Age must be a whole number from 0 to 100',
  min_age_over_max: 'Min age cannot exceed max age',
  add_a_slot: 'Add at least one slot',
  slot_id_taken: 'This slot ID is already used in this program',
  slot_one_day: 'Choose one day for the slot',
  slot_time_format: 'Enter the class time like 6:00 PM - 7:00 PM',
  slot_time_order: 'The class must end after it starts',
  slot_other_days: "Days without a class must be 'x'",
  slot_capacity: 'Capacity must be a whole number from 1 to 500',
  slot_kept_and_deleted: 'A slot cannot be both kept and deleted',
  slot_listed_twice: 'This slot is listed twice',
  capacity_below_enrolled: { en: 'Capacity cannot be less than the {count} athletes already enrolled', params: ['count'] },
  slot_has_athletes: { en: 'Slot {slot} has enrolled athletes and cannot be deleted. Unenroll them first.', params: ['slot'] },

  // Attendance.
  not_class_day: 'The time slot has no class on this day',
  athlete_listed_twice: 'This athlete is listed twice',
  enrolled_not_makeup: 'An athlete enrolled in this time slot is present or absent, not makeup',
  no_price_for_duration: "No price is set for this program's duration. Set it in Program Pricing Settings first.",
  mark_an_athlete: 'Mark at least one athlete',

  // Invoices, payments, cards, vouchers.
  invoice_not_found: 'Invoice not found',
  invoice_has_payment: 'This invoice has a recorded payment and cannot be deleted. Void it instead.',
  invoice_paid: 'This invoice is already paid',
  invoice_has_payment_edit: 'This invoice has a recorded payment: its amount and status cannot change. Void it instead.',
  invoice_paid_by_payment: 'An invoice becomes paid when its payment is recorded. Use Accept Payment.',
  invoice_void_needs_reason: 'An invoice is voided with its reason. Use Void.',
  invoice_voided: 'This invoice is void',
  over_amount_due: { en: 'must be at most the amount due ({due})', params: ['due'] },
  nothing_to_pay: 'There is nothing to pay on this invoice',
  refund_over_refundable: { en: 'must be at most what is left to refund ({refundable})', params: ['refundable'] },
  payment_not_refundable: 'Only a completed payment can be refunded',
  refund_key_reused: 'This idempotency key was used for another refund',
  before_from_date: 'must not be before from',
  no_card: 'No card on file. Please enter a payment method.',
  card_not_found: 'Card not found',
  last_card_autopay: 'This is the only saved card and autopay is on: add another card or turn autopay off first',
  payment_not_found: 'Payment not found',
  payment_not_completed: 'Payment not completed',
  payment_amount_mismatch: 'The payment does not match the amount due',
  payment_used: 'This payment has already been used',
  payment_refunded: 'This payment was refunded; please pay again',
  unknown_payment: 'Unknown payment',
  payment_mismatch: 'does not match the payment',
  invoice_of_other_membership: 'belongs to another membership',
  card_payment_needs_it: 'is required for a card payment',
  cash_staff_only_accept: 'Only staff can accept cash payments',
  charge_retry: 'This invoice could not be charged. Please try again.',
  payment_declined: { en: '{reason}', params: ['reason'] },
  provider_refused: { en: '{reason}', params: ['reason'] },
  provider_timeout: 'The payment provider did not respond in time. Please try again.',
  provider_unavailable: 'The payment provider is not available right now. Please try again.',
  not_stripe_club: 'This club does not take payments with Stripe',
  reconciliation_running: 'A reconciliation check is already running. Try again in a minute.',
  reconciliation_interrupted: 'The check stopped before it finished',
  reconciliation_item_not_found: 'Reconciliation finding not found',
  reconciliation_not_recordable: 'This finding is not a missing charge or refund: there is nothing to record',
  reconciliation_no_family: "The provider's payment names no family of this club, so it cannot be recorded here",
  reconciliation_charge_first: 'Record the payment this refund gives back first',
  reconciliation_refund_over_payment: 'The refunds of this payment would add up to more than the payment',
  month_range: 'must be 1-12',
  voucher_invalid: 'This voucher code is not valid',
  voucher_not_yet_active: 'This voucher is not active yet',
  voucher_expired: 'This voucher has expired',
  voucher_used_up: 'This voucher has been used up',
  voucher_not_found: 'Voucher not found',
  voucher_code_length: 'must be 2 to 40 characters',
  voucher_code_chars: 'use letters, digits, dashes or underscores',
  voucher_percent_max: 'a percentage cannot exceed 100',
  voucher_percent_whole: 'a percentage must be a whole number',
  voucher_fixed_cents: 'an amount has at most 2 decimals',
  voucher_fixed_max: 'an amount cannot exceed 100,000',
  voucher_window: 'must be after the start',
  voucher_limit: 'must be a whole number of 1 or more',
  voucher_code_taken: 'A voucher with this code already exists',

  // Pricing.
  price_amount: 'Enter an amount from 0 to 100,000 with at most 2 decimals',
  price_percent: 'Enter a percentage from 0 to 100 with at most 2 decimals',
  price_days: 'Enter a whole number of days from 0 to 365',
  late_fee_type: 'Choose fixed or percentage',
  club_pricing_only: "Set this in the club's own pricing config, not a program's",

  // Club settings and pictures.
  credit_card_fee: 'Credit card fee is required and must be a number from 0 to 100 with at most 2 decimals',
  tax_rate: 'Tax rate must be a number from 0 to 100 with at most 3 decimals',
  lists_kind_twice: 'lists a kind twice',
  tuition_total_changed: "This family's tuition changed since it was shown: use this month's tuition again",
  tuition_already_invoiced: "This family's tuition for this month is invoiced already",
  club_name_required: 'Club name is required',
  hex_colour: 'must be a hex colour like #ff6600',
  time_of_day: 'must be a time like 09:00',
  contact_info_too_long: 'Contact info must be at most 2000 characters',
  // The club's website texts.
  website_text_required: 'Write it in English or Spanish',
  logo_not_uploaded: "The logo can only be one of the club's uploaded logos, or none",
  logo_too_large: 'The logo must be an image file of at most 1 MB',
  logo_not_image: 'The logo must be a PNG, JPEG, WebP or GIF image',
  logo_not_found: 'Logo not found',
  logo_hash: 'must be a logo hash',
  picture_hash: 'must be a picture hash',
  picture_not_found: 'Picture not found',
  offer_hours: 'The offer hold time must be a whole number of hours from 1 to 720',
  reminder_days_before: 'Days before the due date must be a whole number from 1 to 60, or empty for no reminder',
  reminder_overdue_every: 'Days between overdue reminders must be a whole number from 1 to 60, or empty for none',
  reminder_on_due_date: 'The due date reminder must be on or off',
  publishable_key_format: 'A publishable key starts with pk_test_ or pk_live_',
  secret_key_format: 'A secret key starts with sk_test_ or sk_live_',
  webhook_secret_format: 'A webhook signing secret starts with whsec_',
  stripe_needs_publishable_key: 'Stripe needs a publishable key',
  stripe_needs_secret_key: 'Stripe needs a secret key',
  stripe_key_modes: 'The publishable and secret keys must both be test keys or both live keys',
  time_zone: 'Time zone must be an IANA name like America/New_York',
  hero_image_too_large: 'The hero image must be an image file of at most 5 MB',
  hero_image_not_image: 'The hero image must be a PNG, JPEG, WebP or GIF image',
  hero_image_too_many_pixels: 'The hero image must be at most 40 megapixels',
  hero_image_unreadable: 'The hero image could not be read as an image',
  program_image_too_large: 'The program picture must be an image file of at most 5 MB',
  program_image_not_image: 'The program picture must be a PNG, JPEG, WebP or GIF image',
  program_image_too_many_pixels: 'The program picture must be at most 40 megapixels',
  program_image_unreadable: 'The program picture could not be read as an image',

  // Roles and permissions.
  role_not_found: 'Role not found',
  permission_not_found: 'Permission not found',
  permission_name_required: 'Permission name is required',
  permission_name_taken: 'A permission with this name already exists',
  permission_list_fixed:
    "A club cannot add permissions: each of Springboard's permissions opens its own pages or actions. Tick the ones a role needs instead.",
  permission_built_in: 'This permission opens pages of Springboard and cannot be deleted. Untick it on a role instead.',
  admin_role_fixed: 'Admins always hold every permission; the admin role cannot be changed.',
  member_role_fixed: 'Members only reach their own family; staff permissions cannot be given to the member role.',
  permission_id_list: 'must be a list of permission ids',

  // E-mail and contact.
  unknown_recipient: 'No membership of this club uses this e-mail address',
  choose_a_slot: 'Choose at least one time slot',
  no_families_in_slots: 'No athlete is enrolled in the chosen time slots',
  contact_name_required: 'Name is required',
  contact_name_too_long: 'Name must be at most 120 characters',
  contact_message_required: 'Message is required',
  contact_message_too_long: 'Message must be at most 5000 characters',
  contact_no_address: 'This club has not published a contact e-mail address yet',

  // Reports, calendar, data rights, jobs.
  report_not_found: 'Report not found',
  report_range_order: 'must not be before start_date',
  report_too_early: { en: 'must be on or after {date}', params: ['date'] },
  report_too_long: { en: 'must be within {years} years of start_date', params: ['years'] },
  program_id: 'must be a program id',
  amount_format: 'must be an amount like 25.00',
  name_a_column: 'must name at least one column',
  too_many_columns: { en: 'must name at most {max} columns', params: ['max'] },
  too_many_filters: { en: 'may hold at most {max} filters', params: ['max'] },
  repeated_column: 'must not repeat a column',
  unknown_column: { en: 'unknown column {column}: use {options}', params: ['column', 'options'] },
  column_not_allowed: { en: 'unknown column {column}', params: ['column'] },
  op_not_for_column: { en: 'must be one of {options} for {column}', params: ['options', 'column'] },
  calendar_family_only: 'Only a family member has a calendar feed',
  calendar_feed_not_found: 'Calendar feed not found',
  family_only: 'Only a family member can do this',
  deletion_already_requested: 'Your family has already asked for its data to be deleted',
  deletion_request_not_found: 'Deletion request not found',
  deletion_already_done: 'This deletion request has already been carried out',
  preview_id_required: 'preview_id is required',
  preview_id_format: 'preview_id must be the id of a billing preview',
  billing_preview_not_found: 'Billing preview not found',
  billing_preview_expired: 'This billing preview is from an earlier day: refresh it before charging',
  audit_name_format: 'use lowercase letters, digits and underscores only',
  // Medical details and front-desk check-in.
  bad_phone: 'must be a phone number',
  listed_twice: 'lists the same choice twice',
  emergency_contact_needed: 'Add at least one emergency contact',
  athlete_or_code: 'Send either athlete_id or code',
  check_in_code_not_found: 'No athlete of this club has this check-in code',
  no_class_today: 'This athlete has no class today',
  policy_not_accepted: {
    en: 'The family has not accepted the policy "{policy}": they must accept it in the member area before check-in',
    params: ['policy'],
  },
  // Policies and waivers, and a family's second guardian.
  policy_slug_format: 'must be lower-case letters, digits and hyphens, like privacy or photo-waiver',
  policy_not_found: 'Policy not found',
  policy_slug_taken: 'Another policy of the club already has this address',
  policy_acceptance_not_found: 'Signed copy not found',
  signature_must_match: "must be the signing guardian's first and last name as on the account",
  policy_version_changed: 'This policy has changed since it was shown: read its new version',
  policies_to_accept: 'must accept every required policy',
  guardian_email_in_club: 'This e-mail already has an account in this club',
  guardian_not_found: 'Guardian not found',
  first_guardian_only: "Only the family's first guardian or staff can do this",
  first_guardian_stays: "The family's first guardian cannot be removed",

  // Terms, priority registration and closed dates.
  term_not_found: 'Term not found',
  term_name_taken: 'is already the name of another term',
  date_before_start: 'must be on or after the first day',
  priority_after_opening: 'must be on or before the day registration opens',
  priority_needs_opening: 'needs the day registration opens for everyone',
  term_in_use: { en: 'Term {term} is used by programs or time slots: move them to another term first', params: ['term'] },
  registration_not_open: { en: 'Registration for {slot} opens on {date}', params: ['slot', 'date'] },
  closure_not_found: 'Closed date not found',
  closure_outside_term: { en: 'is outside the term of this class ({from} to {to})', params: ['from', 'to'] },
  closure_in_past: 'is in the past: only a coming class can be cancelled',
  closure_not_a_meeting: 'is not a day this class meets',
  one_day_cancellation: 'must be the same day as starts_on: a class is cancelled one date at a time',
  class_already_cancelled: 'This class is already cancelled on that date',
  class_outside_term: 'The class does not meet outside its term',
  club_closed_on_day: 'The club is closed on this day',
  class_cancelled_on_day: 'This class is cancelled on this day',
  closure_range_too_long: { en: 'must be within {days} days of starts_on', params: ['days'] },

  // Absences, make-up tokens and make-ups, coaches.
  not_enrolled_in_slot: 'The athlete is not enrolled in this class',
  class_not_on_date: 'The class does not meet on this date',
  absence_cutoff_passed: {
    en: 'is too late: absences can be reported until {hours} hours before the class starts',
    params: ['hours'],
  },
  absence_already_reported: 'This absence has already been reported',
  makeup_token_not_found: 'Make-up token not found',
  makeup_token_used: 'This make-up token has already been used',
  makeup_token_voided: 'This make-up token was voided',
  makeup_token_expired: 'This make-up token has expired',
  makeup_after_token_expiry: { en: 'must be on or before the day the token expires, {date}', params: ['date'] },
  makeup_class_full: 'This class has no open place on this date',
  makeup_booking_cutoff_passed: {
    en: 'is too late: make-ups can be booked until {hours} hours before the class starts',
    params: ['hours'],
  },
  makeup_cancel_cutoff_passed: {
    en: 'It is too late to cancel: make-ups can be cancelled until {hours} hours before the class starts',
    params: ['hours'],
  },
  makeup_not_equivalent: "is not a class of the athlete's program or of an equivalent one",
  age_outside_class: {
    en: 'is a class for ages {min} to {max} and the athlete is {age}: confirm to enrol anyway (confirm_age)',
    params: ['age', 'min', 'max'],
  },
  makeup_age_outside: "is for ages the athlete's age is not in",
  makeup_already_in_class: 'The athlete is already in this class on this date',
  makeup_not_found: 'Make-up not found',
  makeup_already_cancelled: 'This make-up has already been cancelled',
  makeup_token_not_available: 'Only an available token can be voided',
  makeup_reason_required: 'Give a reason',
  makeup_range_too_long: { en: 'must be within {days} days of from', params: ['days'] },
  makeup_range_order: 'must be on or after the first day of the range',
  not_in_past: 'cannot be in the past',
  not_club_staff: 'must list staff members of this club',
  makeup_tokens_per_term: 'must be a whole number from 0 to 50',
  makeup_token_valid_days: 'must be a whole number of days from 1 to 365',
  cutoff_hours: 'must be a whole number of hours from 0 to 168',

  // Skills and levels.
  level_not_found: 'Level not found',
  skill_not_found: 'Skill not found',
  level_position_taken: 'Another level of this curriculum already has this position',
  skill_position_taken: 'Another skill of this level already has this position',
  skill_not_on_athlete_level: "This skill is not of the athlete's level or of the level of a program they are enrolled in",
  no_next_level: 'The athlete has no next level to move up to',
  slot_not_of_next_level: "This time slot is not of a program of the athlete's next level",
  video_url_format: 'must be a web address starting with https://',
  level_in_use: 'This level is in use (a program teaches it, an athlete is on it or skills of it were evaluated): it cannot be removed',
  order_lists_every_level: 'must list every level of the curriculum once',
  order_lists_every_skill: 'must list every skill of the level once',
} as const satisfies Record<string, Entry>;

export type MessageCode = keyof typeof MESSAGES;
type Catalogue = typeof MESSAGES;
/** The parameter names a code's sentence takes (never for a fixed sentence). */
export type ParamName<C extends MessageCode> = Catalogue[C] extends { params: readonly (infer P extends string)[] } ? P : never;
export type ParamValue = string | number;
export type MessageParams<C extends MessageCode> = { [P in ParamName<C>]: ParamValue };
/** A code whose sentence takes no parameter: it may be passed on its own. */
export type FixedCode = { [C in MessageCode]: [ParamName<C>] extends [never] ? C : never }[MessageCode];

/** A code with its parameters: what an error or a detail says, in any language. */
export type Reason = { code: MessageCode; params?: Record<string, ParamValue> };

/** `reason('too_long', { max: 80 })`; a fixed sentence takes no second argument. */
export function reason<C extends MessageCode>(
  code: C,
  ...[params]: [ParamName<C>] extends [never] ? [] : [MessageParams<C>]
): Reason {
  return params ? { code, params } : { code };
}

export function template(code: MessageCode): string {
  const entry: Entry = MESSAGES[code];
  return typeof entry === 'string' ? entry : entry.en;
}

export function paramNames(code: MessageCode): readonly string[] {
  const entry: Entry = MESSAGES[code];
  return typeof entry === 'string' ? [] : entry.params;
}

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES, code);
}

/** The English sentence of a reason: its template with each {name} replaced. */
export function english(r: Reason): string {
  return template(r.code).replace(/\{(\w+)\}/g, (_, name: string) => String(r.params?.[name] ?? `{${name}}`));
}

/** Sentences the contract's schemas were worded with, and the reason each says. */
const SAID = new Map<string, Reason>();

/**
 * The English words of a catalogue entry, for a schema's refusal (`.max(80, say('too_long', { max:
 * 80 }))`). The sentence is recorded with its code, so a zod issue carrying it is read back to that
 * code and its parameters (`issueReason`), never to a guess from the wording.
 */
export function say<C extends MessageCode>(code: C, ...params: [ParamName<C>] extends [never] ? [] : [MessageParams<C>]): string {
  const r = reason(code, ...params);
  const text = english(r);
  const before = SAID.get(text);
  if (before && (before.code !== r.code || JSON.stringify(before.params) !== JSON.stringify(r.params))) {
    throw new Error(`"${text}" is the sentence of both ${before.code} and ${r.code}`);
  }
  SAID.set(text, r);
  return text;
}

/** The reason a schema's own sentence stands for, if it was worded with `say`. */
export function saidReason(text: string): Reason | undefined {
  return SAID.get(text);
}
