import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { eventually } from '../../backend/test-support/eventually';
import { DEMO_PARENT_EMAIL, DEMO_TUTOR_EMAIL, demoAccountId } from '../../ops/seed/seed-demo-accounts';
import { catalogs } from '../src/app/catalogs';
import { BrowserApp, chromiumAvailable, logIn, screenshot, startBrowserApp } from './support/browser';

const en = catalogs.en;
const PHONE = '(512) 555-0142';
const PHONE_E164 = '+15125550142';

async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(body.errors?.[0]?.message ?? `HTTP ${response.status}`);
  return body.data;
}

/** The demo tutor's public profile id, found by name as a visitor would. */
async function demoTutorProfileId(url: string): Promise<string> {
  const { getTutorsByName } = await graphql<{ getTutorsByName: Array<{ id: string; profileId: string }> }>(url, 'query ($name: String!) { getTutorsByName(name: $name) { id profileId } }', {
    name: 'Taylor Reyes',
  });
  const tutor = getTutorsByName.find((each) => each.id === demoAccountId(DEMO_TUTOR_EMAIL));
  if (!tutor) throw new Error('the demo tutor is not searchable yet');
  return tutor.profileId;
}

/** The 6-digit code of the newest text to the phone, read from the dev outbox as a developer would. */
async function textedCode(url: string, to: string): Promise<string> {
  return eventually(async () => {
    const { devOutbox } = await graphql<{ devOutbox: Array<{ text: string }> }>(url, 'query ($to: String!) { devOutbox(to: $to) { text } }', { to });
    const code = devOutbox.map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
    if (!code) throw new Error('no code texted yet');
    return code;
  });
}

(chromiumAvailable() ? describe : describe.skip)('connecting a client and a tutor in two browsers', () => {
  let app: BrowserApp;

  beforeAll(async () => {
    app = await startBrowserApp('connecting');
  }, 240_000);

  afterAll(async () => {
    await app?.close();
  });

  const open = (): Promise<Page> => app.newPage();

  it('verifies the phone, sends a request with a file, the tutor accepts from the conversation, the client sees it and the reply live', async () => {
    const profileId = await eventually(() => demoTutorProfileId(app.url), { timeoutMs: 30_000, intervalMs: 250 });
    const client = await open();
    const tutor = await open();

    // The client verifies a phone number with the texted code.
    await logIn(client, app.url, DEMO_PARENT_EMAIL);
    await client.goto(`${app.url}/account-settings/contact`);
    await client.getByLabel(en['phone.label']).fill(PHONE.replace(/\D/g, ''));
    expect(await client.getByLabel(en['phone.label']).inputValue()).toBe(PHONE);
    await client.getByRole('button', { name: en['phone.sendCode'] }).click();
    await client.getByLabel(en['phone.codeLabel']).fill(await textedCode(app.url, PHONE_E164));
    await client.getByRole('button', { name: en['phone.verify'], exact: true }).click();
    await client.getByText(en['phone.verifiedBody'].replace('{phone}', PHONE)).waitFor();
    await screenshot(client, 'connecting-01-phone-verified');

    // The client sends a request with an attachment from the tutor's profile.
    await client.goto(`${app.url}/u/${profileId}`);
    await client.getByRole('button', { name: en['tutor.connect'] }).click();
    const dialog = client.getByRole('dialog', { name: en['requests.dialog.title'].replace('{name}', 'Taylor') });
    await dialog.getByLabel(en['requests.form.subject']).fill('Algebra 1');
    await dialog.getByLabel(en['requests.form.gradeLevel']).selectOption('High School');
    await dialog.getByLabel(en['requests.form.zipCode']).fill('78701');
    await dialog.getByText('Austin, TX 78701').waitFor();
    await dialog.getByText('Monday', { exact: true }).click();
    await dialog.getByLabel(en['requests.form.timeAvailable']).fill('Weekday evenings');
    await dialog.getByLabel(en['requests.form.firstMessage']).fill('Hi Taylor, my son needs help with Algebra 1.');
    const attachment = join(app.dataDir, 'homework.txt');
    writeFileSync(attachment, 'Chapter 3, exercises 1-10');
    await dialog.getByLabel(en['files.upload']).setInputFiles(attachment);
    await dialog.getByRole('link', { name: en['files.open'].replace('{filename}', 'homework.txt') }).waitFor();
    await screenshot(client, 'connecting-02-request-form');
    await dialog.getByRole('button', { name: en['requests.form.submit'] }).click();
    // Either the success view or an error under the button; an error fails here with its text.
    await dialog.getByText(en['requests.success.heading']).or(dialog.getByRole('alert')).first().waitFor();
    expect(await dialog.getByRole('alert').allTextContents()).toEqual([]);
    await screenshot(client, 'connecting-03-request-sent');

    // The client opens the conversation and its request details: Pending.
    await client.getByRole('button', { name: en['requests.success.messages'] }).or(client.getByRole('link', { name: en['requests.success.messages'] })).click();
    await client.getByRole('link', { name: /Taylor Reyes/ }).click();
    await client.getByText('Hi Taylor, my son needs help with Algebra 1.').waitFor();
    await client.getByRole('tab', { name: en['conversation.tab.details'] }).click();
    await client.getByText(en['conversation.status.PENDING'], { exact: true }).waitFor();
    let conversationUrl = client.url();

    // The tutor sees the badges, opens the conversation and accepts right where the request is read.
    await logIn(tutor, app.url, DEMO_TUTOR_EMAIL);
    const inboxLink = tutor.getByRole('link', { name: new RegExp(en['layout.nav.inbox']) });
    await inboxLink.getByTestId('count-badge').waitFor();
    await tutor.getByRole('link', { name: new RegExp(en['layout.nav.findClients']) }).getByTestId('count-badge').waitFor();
    await screenshot(tutor, 'connecting-04-tutor-badges');
    await inboxLink.click();
    await tutor.getByRole('link', { name: /Pat Morgan/ }).click();
    await tutor.getByText('Hi Taylor, my son needs help with Algebra 1.').waitFor();
    expect(await tutor.getByRole('tab', { name: en['conversation.tab.messages'] }).getAttribute('aria-selected')).toBe('true');
    await tutor.getByRole('button', { name: en['conversation.accept'], exact: true }).click();
    await tutor.getByRole('button', { name: en['conversation.accept'], exact: true }).waitFor({ state: 'detached' });
    await tutor.getByRole('tab', { name: en['conversation.tab.details'] }).click();
    await tutor.getByText(en['conversation.status.ACCEPTED'], { exact: true }).waitFor();
    await tutor.getByRole('link', { name: 'homework.txt' }).waitFor();
    await screenshot(tutor, 'connecting-05-accepted');

    // The client's open conversation says Accepted without a reload.
    await client.getByText(en['conversation.status.ACCEPTED'], { exact: true }).waitFor({ timeout: 15_000 });
    expect(client.url()).toBe(conversationUrl);
    await screenshot(client, 'connecting-05b-client-sees-accepted');
    await client.getByRole('tab', { name: en['conversation.tab.messages'] }).click();
    conversationUrl = client.url();

    await tutor.getByRole('tab', { name: en['conversation.tab.messages'] }).click();
    await tutor.getByRole('textbox', { name: en['conversation.compose'] }).fill('Happy to help! Does Monday at 5 pm work?');
    await tutor.getByRole('button', { name: en['conversation.send'], exact: true }).click();

    await client.getByText('Happy to help! Does Monday at 5 pm work?').waitFor({ timeout: 15_000 });
    expect(client.url()).toBe(conversationUrl);
    await screenshot(client, 'connecting-06-reply-live');
  }, 240_000);
});
