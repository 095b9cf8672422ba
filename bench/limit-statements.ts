// The SELECT of each tenant-scoped read the bench measures, as the limit (bench/one-trip-limit.ts)
// sends it and the transport floor (bench/transport-floor.ts) sends it again inside a request's
// transaction: one list, so the two always read the same.
export type Ids = { tenantId: string; sessionId: string; userId: string; membershipId: string };
export type LimitRoute = {
  name: string;
  text: string;
  values: (ids: Ids) => unknown[];
  shape?: (rows: Record<string, unknown>[]) => unknown;
  /** A signed-in read: the server looks its caller's session up first. */
  signedIn?: boolean;
};

// The same SELECTs as the services send (programs.service listPrograms, settings.service getSettings,
// principal.ts's lookup, memberships.service listMemberships, invoices.service
// listMembershipInvoices with its lines): the same columns, joins and subqueries (a program's and the
// club's picture, a family's unpaid sum and unused credits, the member's name and athlete on an
// invoice, an invoice's lines), with the club named in the WHERE and in every join instead of by
// row-level security. When a route comes to answer more, its limit is brought to select the same.
const picture = (
  kind: 'hero' | 'program',
  owner: string,
) => `(select json_build_object('slug', t.slug, 'hash', p.hash, 'width', p.width, 'height', p.height,
      'widths', array(select f.width from club_picture_files f where f.tenant_id = p.tenant_id and f.picture_id = p.id order by f.width))
    from club_pictures p join tenants t on t.id = p.tenant_id
    where p.tenant_id = ${owner}.tenant_id and p.kind = '${kind}'${kind === 'program' ? ` and p.program_id = ${owner}.id` : ''} limit 1)`;
export const ROUTES: Record<string, LimitRoute> = {
  '/programs': {
    name: 'limit-programs',
    text: `select programs.*, ${picture('program', 'programs')} as image from programs where tenant_id = $1 order by min_age, label`,
    values: (i) => [i.tenantId],
  },
  '/settings': {
    name: 'limit-settings',
    text: `select s.*, t.name, ${picture('hero', 's')} as hero from club_settings s join tenants t on t.id = s.tenant_id where s.tenant_id = $1 limit 1`,
    values: (i) => [i.tenantId],
    shape: (rows) => rows[0] ?? null,
  },
  '/me': {
    signedIn: true,
    name: 'limit-me',
    text: `select u.id, u.tenant_id, u.email, u.first_name, u.last_name, u.role, u.membership_id, to_json(r.permission_names) as permissions
           from auth_sessions s join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
             left join roles r on r.id = u.role_id and r.tenant_id = u.tenant_id
           where s.tenant_id = $1 and s.id = $2 and s.user_id = $3 and s.revoked_at is null`,
    values: (i) => [i.tenantId, i.sessionId, i.userId],
    shape: (rows) => rows[0] ?? null,
  },
  '/memberships': {
    signedIn: true,
    name: 'limit-memberships',
    // The balance: credits not used (less what cancelled invoices gave back) minus what is unpaid.
    // The columns the route reads (memberships.service MEMBERSHIP_KEYS).
    text: `select m.id, m.first_name, m.last_name, m.email, m.phone, m.address, m.city, m.state, m.zip, m.start_date,
             m.expires_on, m.referral, m.language, m.registration_fee_paid, m.auto_payment, m.provider_customer_id, m.created_at,
             coalesce((select sum(i.amount_cents - i.paid_cents) from invoices i where i.membership_id = m.id and i.tenant_id = m.tenant_id
                 and i.status in ('pending', 'overdue')), 0)::int as unpaid,
             coalesce((select sum(c.amount_cents - coalesce((select sum(a.amount_cents) from credit_applications a
                   join invoices i on i.tenant_id = a.tenant_id and i.id = a.invoice_id
                  where a.tenant_id = c.tenant_id and a.credit_id = c.id and i.status <> 'cancelled'), 0))
                from family_credits c where c.membership_id = m.id and c.tenant_id = m.tenant_id), 0)::int as credit,
             (select json_build_object('id', u.id, 'role', u.role) from users u
               where u.membership_id = m.id and u.tenant_id = m.tenant_id order by u.additional_guardian, u.created_at limit 1) as holder
           from memberships m where m.tenant_id = $1 order by m.last_name, m.first_name`,
    values: (i) => [i.tenantId],
  },
  '/member-invoices': {
    signedIn: true,
    name: 'limit-member-invoices',
    // Each invoice with its lines (in their order, each line's athlete named), as the route answers.
    text: `select i.*, m.first_name, m.last_name, m.email,
             case when a.id is null then null else a.first_name || ' ' || a.last_name end as athlete_name,
             (select coalesce(json_agg(json_build_object('id', l.id, 'kind', l.kind, 'description', l.description,
                 'athlete_id', l.athlete_id, 'athlete_name', case when la.id is null then null else la.first_name || ' ' || la.last_name end,
                 'amount_cents', l.amount_cents) order by l.position), '[]')
                from invoice_lines l left join athletes la on la.id = l.athlete_id and la.tenant_id = l.tenant_id
               where l.tenant_id = i.tenant_id and l.invoice_id = i.id) as lines
           from invoices i join memberships m on m.id = i.membership_id and m.tenant_id = i.tenant_id
           left join athletes a on a.id = i.athlete_id and a.tenant_id = i.tenant_id
           where i.tenant_id = $1 and i.membership_id = $2 order by i.due_date desc, i.created_at desc`,
    values: (i) => [i.tenantId, i.membershipId],
  },
};
