// Journey: a class is full; a family opens its child's page, ticks the program and joins the full
// slot's waitlist; a new family joins it while registering; a place frees (the other family's athlete leaves the slot); the server's waitlist
// job offers it to the family by e-mail; the link in the e-mail opens the offer, the parent accepts,
// and the child is enrolled. The offer page is checked on a phone too.
import { describe, expect, it } from 'vitest';
import { checkA11y } from './support/a11y.js';
import { newPage, screenshot } from './support/browser.js';
import { apiCall } from './support/api.js';
import { demoAdmin, DEMO_SLUG, gotoClub, login, toast } from './support/club.js';
import { linksIn, waitForEmail } from './support/email.js';
import { addProgramViaApi } from './fixtures/programs.js';
import { apiLogin, familyOf, fillBilling, fillCard, fillStep1, registerFamilyViaApi, slotButton } from './fixtures/registration.js';

const RUN = Date.now().toString(36);
const LABEL = `Waitlist Flips ${RUN}`;
const SLOT = `WL-${RUN.toUpperCase()}`;

type Slot = { id: string; slot_id: string; capacity: number; enrolled: number };
type Athlete = {
  id: string;
  first_name: string;
  last_name: string;
  gender: string;
  date_of_birth: string;
  enrollments: { slot_id: string }[];
};

async function ourSlot(): Promise<Slot> {
  const programs = await apiCall<{ label: string; slots: Slot[] }[]>('GET', '/programs/programs-with-slots');
  return programs.find((p) => p.label === LABEL)!.slots[0]!;
}

describe('a family on the waitlist of a full class', () => {
  it('joins from its child’s page, is offered the freed place by e-mail, accepts, and the child is enrolled', async () => {
    const admin = await apiLogin(demoAdmin().email, demoAdmin().password);
    // A class of one place, taken by the first family.
    await addProgramViaApi(admin, {
      label: LABEL,
      key: `waitlist-${RUN}`,
      capacity: 1,
      slots: [{ code: SLOT, day: 'TUE', time: '4:00 PM - 5:00 PM' }],
    });
    const first = await registerFamilyViaApi('wlfirst', 'Nina', SLOT);
    expect(await ourSlot()).toMatchObject({ capacity: 1, enrolled: 1 });
    const second = await registerFamilyViaApi('wlsecond', 'Otto');
    const secondAthlete = (await apiCall<Athlete[]>('GET', `/athletes/member/${second.membershipId}`, admin))[0]!;

    // The second family: its child's page, the program ticked, the full slot offers its waitlist.
    const page = await newPage();
    await login(page, second.email, 'family-pass-1');
    await gotoClub(page, `/member/athlete/edit/${secondAthlete.id}`);
    await page.getByRole('heading', { name: 'Edit Athlete', level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: new RegExp(`^${LABEL}`) }).check();
    await page.getByRole('button', { name: await slotButton(SLOT, 'waitlist', 'Otto') }).click();
    await toast(page, `Otto is on the waitlist of ${SLOT}.`);
    await page.getByText('On the waitlist', { exact: true }).waitFor();
    await checkA11y(page);
    await screenshot(page, 'family-waitlist-desktop-1-joined');

    // A new family registers while the class is full: its child joins the waitlist with the registration.
    const parent = await newPage();
    await gotoClub(parent, '/register');
    await parent.getByRole('heading', { name: 'Membership & Athlete Registration' }).waitFor();
    const third = familyOf('wlthird', [{ first: 'Pia', last: 'Wlthird', gender: 'Female', born: '2016-06-06', program: /^Youth Gymnastics/, slot: 'YTH-MON-4PM' }]);
    await fillStep1(parent, third);
    const block = parent.getByRole('group', { name: 'Athlete 1' });
    // The finished athlete folded to one line: Edit opens it again to add a second program.
    await block.getByRole('button', { name: /^Edit athlete 1/ }).click();
    await block.getByRole('checkbox', { name: new RegExp(`^${LABEL}`) }).check();
    await block.getByRole('button', { name: await slotButton(SLOT, 'waitlist', 'Athlete 1') }).click();
    await block.getByText('On the waitlist', { exact: true }).waitFor();
    await checkA11y(parent);
    await screenshot(parent, 'family-waitlist-desktop-2-registration');
    await parent.getByRole('button', { name: 'Continue to Billing' }).click();
    await parent.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
    await fillBilling(parent, { startDate: '2031-02-01', referral: 'Friend Referral' });
    await fillCard(parent, '4242 4242 4242 4242');
    await parent.getByRole('button', { name: 'Submit Registration' }).click();
    await parent.getByText('Registration complete', { exact: true }).waitFor();
    const line = await apiCall<{ athlete: { first_name: string }; status: string; position: number }[]>(
      'GET',
      `/waitlist?slot_id=${(await ourSlot()).id}`,
      admin,
    );
    expect(line.map((e) => [e.athlete.first_name, e.status, e.position])).toEqual([
      ['Otto', 'waiting', 1],
      ['Pia', 'waiting', 2],
    ]);

    // A place frees: the first family's athlete leaves the slot.
    const firstAthlete = (await apiCall<Athlete[]>('GET', `/athletes/member/${first.membershipId}`, admin))[0]!;
    const { first_name, last_name, gender, date_of_birth } = firstAthlete;
    await apiCall('PUT', `/athletes/${firstAthlete.id}`, admin, { first_name, middle_name: null, last_name, gender, date_of_birth, slot_ids: [] });
    expect((await ourSlot()).enrolled).toBe(0);

    // The server's waitlist job (run now, as the admin's Scheduled Jobs screen does) offers the place.
    await apiCall('POST', '/jobs/waitlist-offers/run', admin);
    const offer = await waitForEmail(second.email, (m) => /place/i.test(m.subject));
    const link = linksIn(offer).find((l) => l.includes(`/club/${DEMO_SLUG}/waitlist-offer#`));
    expect(link).toBeDefined();

    // The parent follows the link (on a phone), reads the offer and accepts it.
    const phone = await newPage({ viewport: 'phone' });
    await phone.goto(link!);
    await phone.getByRole('heading', { name: 'Waitlist offer' }).waitFor();
    // Day and time, as parents read every slot; never the club's slot code.
    await phone.getByText(/Tuesday 4:00 PM – 5:00 PM/).first().waitFor();
    expect(await phone.getByText(SLOT).count()).toBe(0);
    await checkA11y(phone);
    await screenshot(phone, 'family-waitlist-phone-1-offer');
    await phone.getByRole('button', { name: 'Accept the place' }).click();
    await phone.getByText('Accepted: Otto').waitFor();
    await screenshot(phone, 'family-waitlist-phone-2-accepted');

    // Enrolled once; the link cannot be used again.
    expect((await ourSlot()).enrolled).toBe(1);
    const after = (await apiCall<Athlete[]>('GET', `/athletes/member/${second.membershipId}`, admin))[0]!;
    expect(after.enrollments.map((e) => e.slot_id)).toContain((await ourSlot()).id);
    await phone.reload();
    await phone.getByRole('heading', { name: 'Waitlist offer' }).waitFor();
    expect(await phone.getByRole('button', { name: 'Accept the place' }).count()).toBe(0);
  });
});
