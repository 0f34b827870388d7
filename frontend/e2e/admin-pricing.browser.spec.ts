import { catalogs } from '../src/app/catalogs';
import { adminPage, graphqlAs, signedUp } from './support/back-office';
import { BrowserApp, chromiumAvailable, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const sp = catalogs.sp;
const ADMIN_EMAIL = 'pricing-admin@example.com';
const ADMIN_PASSWORD = 'pricing admin secret';

(chromiumAvailable() ? describe : describe.skip)('an admin prices a pair and grants a credit in a real browser', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('admin-pricing', { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_DATA: 'off' });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  it('pairs two users, changes the pair’s fee rates and grants the client a credit, each with a reason, in English and Spanish', async () => {
    const tutor = await signedUp(app, 'TUTOR', 'Teodora', 'Tarifa');
    const client = await signedUp(app, 'STUDENT_OR_PARENT', 'Casimiro', 'Credito');
    const admin = await adminPage(app, ADMIN_EMAIL, ADMIN_PASSWORD);

    // Pairs: pair the two, find them by the tutor's name.
    await admin.goto(`${app.url}/admin/pairs`);
    await admin.getByRole('tab', { name: en['admin.tabs.pairs'] }).waitFor();
    await admin.getByLabel(en['admin.pairs.pairTutor']).fill(tutor.email);
    await admin.getByLabel(en['admin.pairs.pairClient']).fill(client.email);
    await admin.getByRole('button', { name: en['admin.pairs.pairSubmit'] }).click();
    await admin.getByText(en['admin.pairs.paired'].replace('{tutor}', 'Teodora Tarifa').replace('{client}', 'Casimiro Credito')).waitFor();
    await admin.getByLabel(en['admin.pairs.search']).fill('teodora');
    await admin.getByRole('button', { name: en['admin.pairs.searchSubmit'] }).click();
    await admin.waitForURL('**/admin/pairs?q=teodora');
    const table = admin.getByRole('table', { name: en['admin.pairs.table'] });
    const row = table.locator('tbody tr');
    await row.getByText('Casimiro Credito').waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain('Tutor 9.7% · Client 9.7%');
    const pairId = await row.getAttribute('data-pair-id');
    expect(await row.getByRole('link', { name: en['admin.pricing.history'] }).getAttribute('href')).toBe(`/admin/history/pair/${pairId}`);

    // The client's pairs for a group session.
    await admin.getByLabel(en['admin.pairs.groupClients']).fill(client.id);
    await admin.getByRole('button', { name: en['admin.pairs.groupSubmit'] }).click();
    await admin.getByRole('list', { name: en['admin.pairs.group'] }).getByText(en['admin.pairs.groupPair'].replace('{client}', 'Casimiro Credito').replace('{tutor}', 'Teodora Tarifa')).waitFor();

    // A rate out of range and no reason are refused at the fields; nothing is saved.
    await row.getByRole('button', { name: en['admin.pairs.editFor'].replace('{tutor}', 'Teodora Tarifa').replace('{client}', 'Casimiro Credito') }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel(en['admin.pairs.tutorFee']).fill('120');
    await dialog.getByRole('button', { name: en['admin.pricing.save'] }).click();
    await dialog.getByText(en['admin.pricing.validation.fee']).waitFor();
    await dialog.getByText(en['admin.pricing.validation.reason']).waitFor();
    await dialog.getByLabel(en['admin.pairs.tutorFee']).fill('7.7');
    await dialog.getByLabel(en['admin.pairs.clientFee']).fill('0');
    await dialog.getByLabel(en['admin.pricing.reason']).fill('Non-profit partner');
    await screenshot(admin, 'admin-pricing-01-pair-rates');
    await dialog.getByRole('button', { name: en['admin.pricing.save'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Tutor 7.7% · Client 0%').waitFor();
    await row.getByText(en['admin.pairs.ownFees']).waitFor();
    const { getAdminPaginatedPairsSearch } = await graphqlAs<{ getAdminPaginatedPairsSearch: { pairs: Array<{ tutorPlatformFeePercentageRate: number; tuteePlatformFeePercentageRate: number; hourlyWage: number }> } }>(
      app,
      admin,
      'query ($input: AdminPairsSearchInput) { getAdminPaginatedPairsSearch(input: $input) { pairs { tutorPlatformFeePercentageRate tuteePlatformFeePercentageRate hourlyWage } } }',
      { input: { searchText: pairId } },
    );
    expect(getAdminPaginatedPairsSearch.pairs).toEqual([{ tutorPlatformFeePercentageRate: 7.7, tuteePlatformFeePercentageRate: 0, hourlyWage: 25 }]);

    // Rates and credits: from the client's name in the row, grant a $15 credit.
    await row.getByRole('link', { name: 'Casimiro Credito' }).click();
    await admin.waitForURL(`**/admin/rates?user=${client.id}`);
    await admin.getByRole('heading', { name: 'Casimiro Credito' }).waitFor();
    expect(await admin.getByRole('link', { name: en['admin.pricing.historyOf'].replace('{name}', 'Casimiro Credito') }).getAttribute('href')).toBe(`/admin/history/user/${client.id}`);
    const credit = admin.getByRole('form', { name: new RegExp(en['admin.rates.credit']) });
    await credit.getByLabel(en['admin.rates.amount']).fill('15');
    await credit.getByLabel(en['admin.pricing.reason']).fill('Sorry for the missed session');
    await credit.getByRole('button', { name: en['admin.pricing.save'] }).click();
    await credit.getByText(en['admin.rates.balance'].replace('{amount}', '$15.00')).waitFor();
    await screenshot(admin, 'admin-pricing-02-credit');
    const { getAdminUserRates } = await graphqlAs<{ getAdminUserRates: { creditBalanceCents: number } }>(app, admin, 'query ($user: String!) { getAdminUserRates(user: $user) { creditBalanceCents } }', { user: client.id });
    expect(getAdminUserRates.creditBalanceCents).toBe(1500);

    // Removing more than the balance is refused with the server's message; in Spanish, the tab and the messages are Spanish.
    await admin.locator(`select[aria-label="${en['language.label']}"]`).selectOption('sp');
    await admin.getByRole('tab', { name: sp['admin.tabs.rates'] }).waitFor();
    const creditSp = admin.getByRole('form', { name: new RegExp(sp['admin.rates.credit']) });
    await creditSp.getByLabel(sp['admin.rates.creditAction']).selectOption('remove');
    await creditSp.getByLabel(sp['admin.rates.amount']).fill('20');
    await creditSp.getByRole('button', { name: sp['admin.pricing.save'] }).click();
    await creditSp.getByText(sp['admin.pricing.validation.reason']).waitFor();
    await creditSp.getByLabel(sp['admin.pricing.reason']).fill('Corrección');
    await creditSp.getByRole('button', { name: sp['admin.pricing.save'] }).click();
    await creditSp.getByText(sp['admin.pricing.validation.moreThanBalance']).waitFor();
    await screenshot(admin, 'admin-pricing-03-spanish');
    // The Sessions and Payouts tabs answer for the month (nothing processed yet here), in Spanish too; each under its section.
    await admin.getByRole('tab', { name: sp['admin.sections.tutoring'] }).click();
    await admin.getByRole('tab', { name: sp['admin.tabs.sessions'] }).click();
    await admin.waitForURL('**/admin/sessions');
    await admin.getByText(sp['admin.sessions.empty']).waitFor();
    await admin.getByRole('tab', { name: sp['admin.sections.money'] }).click();
    await admin.getByRole('tab', { name: sp['admin.tabs.payouts'] }).click();
    await admin.waitForURL('**/admin/payouts');
    await admin.getByText(sp['admin.payouts.empty']).waitFor();
    const stillThere = await graphqlAs<{ getAdminUserRates: { creditBalanceCents: number } }>(app, admin, 'query ($user: String!) { getAdminUserRates(user: $user) { creditBalanceCents } }', { user: client.id });
    expect(stillThere.getAdminUserRates.creditBalanceCents).toBe(1500);
  }, 180_000);
});
