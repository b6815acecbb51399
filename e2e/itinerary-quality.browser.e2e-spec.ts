import { describeViolations, seriousAxeViolations } from './support/axe';
import { openPage } from './support/browser-pages';
import type { Day } from '@roadbook/contracts';
import type { Browser, Page } from 'playwright-core';
import { CANYON_PLAN, SIGN_UP_PASSWORD } from './support/accounts-and-trips';
import { DESKTOP, launchBrowser } from './support/browser';
import { Screenshots } from './support/screenshots';
import { sharedDeployment } from './support/shared-deployment';

/**
 * The itinerary's quality notes in a real browser against the built system: a one-day motorcycle
 * ride across the Nevada basin at 2–4 hours a day is too long for its day and crosses a stretch
 * with no town to fuel in. The page says both, and one click re-plans with longer riding days.
 * A three-day ride of under three hours is offered fewer days, a longer loop or rest days; the
 * rest days, taken in one click, are days off the bike the trip keeps. A three-day ride for two
 * rooms shows its estimated costs per day and in all, on the itinerary and on its shared page. A
 * winter ride in the rainy Pacific Northwest lists the weather at each stop at the time the rider
 * is there, labelled as the season's, and a Plan B with an earlier overnight town.
 */
const shots = new Screenshots('itinerary-quality');

const BASIN_RIDE = {
  name: 'Basin Crossing',
  tripType: 'multi-day',
  startDate: '2027-06-10',
  endDate: '2027-06-10',
  travelMode: 'motorcycle',
  travelers: 1,
  adults: 1,
  hotelRooms: 1,
  startLocation: 'Ely, NV',
  destination: 'Fallon, NV',
  isRoundTrip: false,
  waypoints: [],
  routeType: 'fastest',
  activities: ['nature'],
  accommodation: ['motel'],
  budget: 'moderate',
  drivingHours: '2-4',
  additionalNotes: '',
};

/** Three days for a ride of under three hours, with towns all along: the too-many-days advice. */
const DRAGON_WEEKEND = {
  ...BASIN_RIDE,
  name: 'Dragon Weekend',
  startDate: '2027-06-10',
  endDate: '2027-06-12',
  startLocation: 'Asheville, NC',
  destination: 'Robbinsville, NC',
  routeType: 'scenic',
  activities: ['riding-road', 'nature'],
  drivingHours: '4-6',
};

const deployment = sharedDeployment();
let browser: Browser;

/** Plans the trip as the visitor this browser is, so the trip is theirs to change; its id. */
async function planAsVisitor(page: Page, plan: typeof BASIN_RIDE): Promise<number> {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/trips', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { id: number }).id;
  }, plan);
}

beforeAll(async () => {
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

test('the itinerary warns about a fuel gap and too few days, and re-plans in one click', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openPage(page, deployment.baseUrl);
  const id = await planAsVisitor(page, BASIN_RIDE);

  await openPage(page, `${deployment.baseUrl}/itinerary/${id}`);
  const advice = page.getByTestId('pacing-advice');
  await advice.waitFor();
  expect(await advice.textContent()).toMatch(
    /At 2–4 hours a day this trip needs \d+ days; you chose 1\./,
  );
  const gap = page.getByTestId('fuel-gap');
  expect(await gap.count()).toBeGreaterThan(0);
  expect(await gap.first().textContent()).toMatch(
    /No fuel for about \d+ miles: carry spare fuel\./,
  );
  await shots.atBothWidths(page, 'itinerary-advice');

  await advice.getByRole('button', { name: /^Ride \d+–\d+ hours a day$/ }).click();
  // The same trip comes back re-planned at longer days, which fit its one day.
  await advice.waitFor({ state: 'detached' });
  await page.getByTestId('day-card').first().waitFor();
  expect(await page.getByTestId('day-card').count()).toBe(1);
  expect(await page.getByTestId('pacing-advice').count()).toBe(0);
  await shots.atBothWidths(page, 'itinerary-replanned');
  expect(pageErrors).toEqual([]);
  await context.close();
}, 300_000);

test('too many days: one tap takes the spare days as rest days, which Modify shows', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openPage(page, deployment.baseUrl);
  const id = await planAsVisitor(page, DRAGON_WEEKEND);

  await openPage(page, `${deployment.baseUrl}/itinerary/${id}`);
  const advice = page.getByTestId('spare-days-advice');
  await advice.waitFor();
  expect(await advice.textContent()).toMatch(
    /At 4–6 hours a day this trip is \d day(s)? of riding; you chose 3\./,
  );
  const restButton = advice.getByRole('button', {
    name: /^Take (a|\d) rest days? in Robbinsville$/,
  });
  const restDays = Number(/Take (\d)/.exec((await restButton.textContent()) ?? '')?.[1] ?? 1);
  await restButton.click();
  await advice.waitFor({ state: 'detached' });
  // The same three days: the riding first, then the rest days in Robbinsville.
  const cards = page.getByTestId('day-card');
  await cards.nth(2).getByText('Rest day', { exact: true }).waitFor();
  expect(await cards.count()).toBe(3);
  for (let i = 3 - restDays; i < 3; i++) {
    const card = await cards.nth(i).textContent();
    expect(card).toContain('Rest day in Robbinsville');
    expect(card).toContain('None: a day off the bike');
  }
  expect(await cards.nth(0).getByText('Rest day', { exact: true }).count()).toBe(0);
  await shots.atBothWidths(page, 'itinerary-rest-days');
  expect(describeViolations(await seriousAxeViolations(page))).toEqual('');

  // Stored with the trip: Modify shows the rest days, removable.
  const trip = await page.evaluate(async (tripId) => {
    const response = await fetch(`/api/trips/${tripId}`);
    return (await response.json()) as { restDays: number; restIn: string };
  }, id);
  expect(trip).toMatchObject({ restDays, restIn: 'Robbinsville, NC' });
  await page.getByRole('button', { name: 'Modify' }).click();
  await page
    .getByText(`${restDays === 1 ? 'A rest day' : `${restDays} rest days`} in Robbinsville, NC`)
    .waitFor();
  expect(await page.getByRole('button', { name: 'Remove rest days' }).count()).toBe(1);
  // The group's riders sit in the same form: one added here, to be seen beside the rest days.
  await page.getByRole('button', { name: 'Add a rider' }).click();
  await page.getByRole('textbox', { name: 'Rider 1' }).fill('Ana');
  await shots.atBothWidths(page, 'plan-rest-days');
  // The rest days, a rider's row and the after-dark switch, checked as they show.
  expect(describeViolations(await seriousAxeViolations(page))).toEqual('');
  expect(pageErrors).toEqual([]);
  await context.close();
}, 300_000);

test('the itinerary and its shared page show the estimated costs per day and for the trip', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openPage(page, deployment.baseUrl);
  // Signed up in this browser, so the trip is theirs to share.
  const id = await page.evaluate(
    async ({ plan, password }) => {
      const json = { 'Content-Type': 'application/json' };
      const rider = `costs${Date.now().toString(36)}`;
      const signUp = await fetch('/api/auth/register', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          username: rider,
          email: `${rider}@example.com`,
          password,
        }),
      });
      if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
      const response = await fetch('/api/trips', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(plan),
      });
      return ((await response.json()) as { id: number }).id;
    },
    { plan: { ...CANYON_PLAN, hotelRooms: 2 }, password: SIGN_UP_PASSWORD },
  );

  const expectCosts = async (shown: Page) => {
    const summary = shown.getByTestId('trip-cost-summary');
    await summary.waitFor();
    const total = await summary.textContent();
    expect(total).toMatch(/Estimated trip cost ~\$[\d,]+: fuel \$[\d,]+, lodging \$[\d,]+/);
    expect(total).toContain('Estimates from approximate national averages, 2025; prices vary.');
    const days = shown.getByTestId('day-card');
    const costs = shown.getByTestId('day-cost');
    expect(await costs.count()).toBe(await days.count());
    expect(await costs.first().textContent()).toMatch(
      /^Estimated costs: fuel ~\$\d+ \(\d+ gal\) · lodging ~\$\d+ \(2 rooms\)$/,
    );
    // No night after the last day's arrival.
    expect(await costs.last().textContent()).toMatch(/^Estimated costs: fuel ~\$\d+ \(\d+ gal\)$/);
  };

  await openPage(page, `${deployment.baseUrl}/itinerary/${id}`);
  await expectCosts(page);
  await shots.atBothWidths(page, 'itinerary-costs');

  const { shareableId } = await page.evaluate(async (tripId) => {
    const response = await fetch(`/api/trips/${tripId}/share`, { method: 'POST' });
    return (await response.json()) as { shareableId: string };
  }, id);
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const shared = await visitor.newPage();
  shared.on('pageerror', (error) => pageErrors.push(error.message));
  await openPage(shared, `${deployment.baseUrl}/shared/${shareableId}`);
  await expectCosts(shared);
  await shots.atBothWidths(shared, 'shared-costs');
  expect(pageErrors).toEqual([]);
  await visitor.close();
  await context.close();
}, 300_000);

/** A winter ride in the Pacific Northwest: wet at every hour it is ridden, by the season. */
const WET_WINTER_RIDE = {
  ...BASIN_RIDE,
  name: 'Winter Coast Run',
  startDate: '2027-12-09',
  endDate: '2027-12-09',
  startLocation: 'Seattle, WA',
  destination: 'Portland, OR',
  drivingHours: '6-8',
};

test('a wet day lists the weather where the rider will be and when, and a prepared Plan B', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openPage(page, deployment.baseUrl);
  const id = await planAsVisitor(page, WET_WINTER_RIDE);

  await openPage(page, `${deployment.baseUrl}/itinerary/${id}`);
  const along = page.getByTestId('weather-along-route');
  await along.waitFor();
  // The API's itinerary, as generated: the times are the day's own.
  const [day] = await page.evaluate(async (tripId) => {
    const response = await fetch(`/api/trips/${tripId}/itinerary`);
    return ((await response.json()) as { itinerary: { days: Day[] } }).itinerary.days;
  }, id);
  const points = day.weather.alongRoute!;
  expect(points[0]).toMatchObject({
    kind: 'start',
    place: 'Seattle, WA',
    time: day.facts.departure,
  });
  expect(points[points.length - 1]).toMatchObject({
    kind: 'arrival',
    place: 'Portland, OR',
    time: day.facts.arrival,
  });
  expect(points.every((p) => p.source === 'typical')).toBe(true);
  const fallback = day.weather.fallback!;
  expect(fallback.hazard).toBe('wet');
  expect(fallback.advice).toMatch(
    /^Stop for the night in .+, WA \(\d+ miles, about .+ of riding\) and finish the trip the next day\.$/,
  );

  // The page shows each reading and says they are the season's, not a forecast.
  const rows = along.getByRole('listitem');
  expect(await rows.count()).toBe(points.length);
  for (const [i, point] of points.entries()) {
    const row = await rows.nth(i).textContent();
    expect(row).toContain(point.time);
    expect(row).toContain(point.place);
    expect(row).toContain(`${point.temperature}°F`);
  }
  await page.getByText('Typical for the season, not a forecast').first().waitFor();
  const planB = page.getByTestId('weather-fallback');
  expect(await planB.textContent()).toContain('Plan B if it is wet');
  expect(await planB.textContent()).toContain(fallback.advice);
  await shots.atBothWidths(page, 'itinerary-weather-along');
  expect(describeViolations(await seriousAxeViolations(page))).toEqual('');
  expect(pageErrors).toEqual([]);
  await context.close();
}, 300_000);
