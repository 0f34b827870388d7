import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  CURRENT_USER,
  CurrentUser,
  LOGIN,
  RESET_LINK,
  SIGN_UP,
  signUpInput,
  tokenFromOutbox,
  VERIFY,
  VERIFY_LINK,
} from './support/account-operations';
import { hash, parseOptions } from '@node-rs/argon2';
import { SqliteCredentialStore } from '../src/infrastructure/credentials/sqlite-credential-store';
import { EmailAddressStreams } from '../src/modules/accounts/account-lookup';
import { passwordKey } from '../src/modules/accounts/auth/credential-keys';
import { startTestApp, TestApp } from './support/test-app';

const CHANGE_PASSWORD = `mutation Change($oldPass: String!, $newPass: String!) { changePassword(oldPass: $oldPass, newPass: $newPass) { token } }`;
const SAVE_LANGUAGE = `mutation Lang($language: String!) { saveUserLanguagePreference(language: $language) { id profile { languagePreference } } }`;

describe('accounts over GraphQL', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ LOGIN_LIMIT_PER_EMAIL: '5' });
  });
  afterAll(async () => app.close());

  it('takes a visitor through sign-up, verification, language, password change and a restart', async () => {
    const browser = app.client();
    const visitor = await browser.request(CURRENT_USER);
    expect(visitor.errors).toBeUndefined();
    expect(visitor.data).toEqual({ getCurrentUserV2: null });

    const input = signUpInput({ email: '  Maria.Garcia@Example.COM ', clientProfileType: 'STUDENT', phoneNumber: '(415) 555-2671' });
    const signUp = await browser.request<{ emailSignup: { token: string } }>(SIGN_UP, { input });
    expect(signUp.errors).toBeUndefined();
    expect(signUp.data?.emailSignup.token).toEqual(expect.any(String));
    expect(signUp.setCookie).toMatch(/tm_session=.+; .*HttpOnly/i);
    expect(signUp.setCookie).toMatch(/SameSite=Lax/i);

    const { getCurrentUserV2: user } = await browser.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    expect(user).toEqual({
      id: expect.any(String),
      email: { address: 'maria.garcia@example.com', verified: false },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      profile: {
        firstName: 'Ana',
        lastName: 'López',
        profileTypes: ['STUDENT_OR_PARENT'],
        clientProfileType: 'STUDENT',
        languagePreference: 'en',
        phoneNumber: '+14155552671',
        isPhoneNumberVerified: false,
      },
    });

    const token = await tokenFromOutbox(browser, 'maria.garcia@example.com', VERIFY_LINK);
    expect(await browser.data(VERIFY, { token })).toEqual({ verifyToken: true });
    expect((await browser.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2.email.verified).toBe(true);

    const reused = await browser.request(VERIFY, { token });
    expect(reused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    expect(await browser.data(SAVE_LANGUAGE, { language: 'sp' })).toEqual({
      saveUserLanguagePreference: { id: user.id, profile: { languagePreference: 'sp' } },
    });

    const oldSessionToken = signUp.data!.emailSignup.token;
    const changed = await browser.data<{ changePassword: { token: string } }>(CHANGE_PASSWORD, { oldPass: input.password, newPass: 'second secret' });
    expect(changed.changePassword.token).not.toBe(oldSessionToken);

    const oldSession = app.client();
    oldSession.bearer = oldSessionToken;
    expect((await oldSession.request(CURRENT_USER)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    await app.restart();

    const afterRestart = app.client();
    const oldPassword = await afterRestart.request(LOGIN, { email: 'maria.garcia@example.com', password: input.password });
    expect(oldPassword.errors?.[0]).toMatchObject({ message: 'The email or password is incorrect.', extensions: { code: 'BAD_USER_INPUT' } });
    const login = await afterRestart.data<{ emailLoginV2: { token: string; status: string } }>(LOGIN, {
      email: 'MARIA.garcia@example.com',
      password: 'second secret',
    });
    expect(login.emailLoginV2.status).toBe('SUCCESS');
    const bearerOnly = app.client();
    bearerOnly.bearer = login.emailLoginV2.token;
    const { getCurrentUserV2: restored } = await bearerOnly.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    expect(restored.id).toBe(user.id);
    expect(restored.email.verified).toBe(true);
    expect(restored.profile.languagePreference).toBe('sp');
  });

  it('shows every invalid field with the spec message, word for word', async () => {
    const response = await app.client().request(SIGN_UP, {
      input: signUpInput({ email: 'not-an-email', password: 'seven77', firstName: '  ', lastName: '', phoneNumber: '12' }),
    });
    expect(response.errors?.[0].message).toBe('Please enter a valid email.');
    expect(response.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        email: 'Please enter a valid email.',
        password: 'Please enter a valid password.',
        firstName: 'Please enter a valid first name.',
        lastName: 'Please enter a valid last name.',
        phoneNumber: 'Please enter a valid phone number.',
      },
    });
  });

  it('never creates a second account for one address, even for ten sign-ups at once in any case', async () => {
    const email = `race-${Date.now()}@example.com`;
    const casings = Array.from({ length: 10 }, (_, index) => (index % 2 ? email.toUpperCase() : email));
    const results = await Promise.all(casings.map((address) => app.client().request(SIGN_UP, { input: signUpInput({ email: address }) })));
    const succeeded = results.filter((result) => !result.errors);
    expect(succeeded).toHaveLength(1);
    for (const failed of results.filter((result) => result.errors)) {
      expect(failed.errors?.[0]).toMatchObject({
        message: 'An account with this email already exists. Please log in or use a different email.',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: expect.any(String) } },
      });
    }
  });

  it('makes one account when a sign-up is sent twice with one idempotency key, and answers the same user both times', async () => {
    const SIGN_UP_WITH_KEY = `mutation SignUp($input: EmailSignupInput!, $key: String) { emailSignup(input: $input, idempotencyKey: $key) { token } }`;
    const input = signUpInput({ email: `retry-${Date.now()}@example.com` });
    const key = randomUUID();
    const first = await app.client().request<{ emailSignup: { token: string } }>(SIGN_UP_WITH_KEY, { input, key });
    const second = await app.client().request<{ emailSignup: { token: string } }>(SIGN_UP_WITH_KEY, { input, key });
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    const userOf = async (token: string) =>
      (await app.client({ authorization: `Bearer ${token}` }).data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2;
    const [firstUser, secondUser] = [await userOf(first.data!.emailSignup.token), await userOf(second.data!.emailSignup.token)];
    expect(secondUser).toEqual(firstUser);
    expect(firstUser.email.address).toBe(input.email);

    const events = await app.running.platform.eventStore.readAll();
    const signedUp = events.filter((event) => event.type === 'UserSignedUp' && (event.data as { email: string }).email === input.email);
    expect(signedUp).toHaveLength(1);
    expect(events.filter((event) => event.type === 'EmailAddressReserved' && (event.data as { email: string }).email === input.email)).toHaveLength(1);
    const { devOutbox } = await app.client().data<{ devOutbox: unknown[] }>(`query ($to: String!) { devOutbox(to: $to) { subject } }`, { to: input.email });
    expect(devOutbox).toHaveLength(1);

    // The key does not stand in for the password (it came with another one: refused as Stripe refuses it), and another key is another sign-up: the address is taken.
    const wrongPassword = await app.client().request(SIGN_UP_WITH_KEY, { input: { ...input, password: 'another secret' }, key });
    expect(wrongPassword.errors?.[0]).toMatchObject({
      message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      extensions: { code: 'CONFLICT' },
    });
    expect(wrongPassword.data).toBeNull();
    const otherKey = await app.client().request(SIGN_UP_WITH_KEY, { input, key: randomUUID() });
    expect(otherKey.errors?.[0].message).toBe('An account with this email already exists. Please log in or use a different email.');
  });

  it('makes one account when a double click sends the same keyed sign-up twice at once', async () => {
    const SIGN_UP_WITH_KEY = `mutation SignUp($input: EmailSignupInput!, $key: String) { emailSignup(input: $input, idempotencyKey: $key) { token } }`;
    const input = signUpInput({ email: `double-${Date.now()}@example.com` });
    const key = randomUUID();
    const answers = await Promise.all([0, 1].map(() => app.client().request<{ emailSignup: { token: string } }>(SIGN_UP_WITH_KEY, { input, key })));
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    const ids = await Promise.all(
      answers.map(async (answer) => (await app.client({ authorization: `Bearer ${answer.data!.emailSignup.token}` }).data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER)).getCurrentUserV2.id),
    );
    expect(ids[1]).toBe(ids[0]);
    const events = await app.running.platform.eventStore.readAll();
    expect(events.filter((event) => event.type === 'UserSignedUp' && (event.data as { email: string }).email === input.email)).toHaveLength(1);
    const login = await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email: input.email, password: input.password });
    expect(login.emailLoginV2.status).toBe('EMAIL_NOT_VERIFIED');
  });

  it('lets an address be signed up again when an earlier sign-up died between reserving it and recording the account', async () => {
    const email = `orphan-${Date.now()}@example.com`;
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    await app.running.platform.eventStore.append(
      app.running.app.get(EmailAddressStreams).streamIdOf(email),
      [
        {
          id: randomUUID(),
          type: 'EmailAddressReserved',
          data: { email, userId: randomUUID(), reservedAt: twoMinutesAgo },
          metadata: { correlationId: 'crashed', causationId: 'crashed', actorId: null, occurredAt: twoMinutesAgo },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const browser = app.client();
    const input = signUpInput({ email });
    await browser.data(SIGN_UP, { input });
    const login = await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email, password: input.password });
    expect(login.emailLoginV2.status).toBe('EMAIL_NOT_VERIFIED');
  });

  it('refuses protected operations without credentials, and with a forged token', async () => {
    const visitor = app.client();
    const response = await visitor.request(SAVE_LANGUAGE, { language: 'sp' });
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const forged = app.client();
    forged.bearer = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwicHd2IjowfQ.forged';
    expect((await forged.request(CURRENT_USER)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('rejects a language the interface does not offer', async () => {
    const browser = app.client();
    await browser.data(SIGN_UP, { input: signUpInput() });
    const response = await browser.request(SAVE_LANGUAGE, { language: 'fr' });
    expect(response.errors?.[0]).toMatchObject({ message: 'Please choose English or Spanish.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('checks the old password and the new password rules on a change', async () => {
    const browser = app.client();
    const input = signUpInput();
    await browser.data(SIGN_UP, { input });
    const wrongOld = await browser.request(CHANGE_PASSWORD, { oldPass: 'not my password', newPass: 'short' });
    expect(wrongOld.errors?.[0].extensions?.fieldErrors).toEqual({
      oldPass: 'Your current password is incorrect.',
      newPass: 'Please enter a valid password.',
    });
  });

  it('refuses a password of nothing but spaces on sign-up and on a change, and stores nothing', async () => {
    const spaces = ' '.repeat(8);
    const input = signUpInput({ password: spaces });
    const signUp = await app.client().request(SIGN_UP, { input });
    expect(signUp.errors?.[0]).toMatchObject({
      message: 'Please enter a valid password.',
      extensions: { code: 'BAD_USER_INPUT', messageId: 'account.invalidPassword', fieldErrors: { password: 'Please enter a valid password.' } },
    });
    const login = await app.client().request(LOGIN, { email: input.email, password: spaces });
    expect(login.errors?.[0].message).toBe('The email or password is incorrect.');

    const browser = app.client();
    const account = signUpInput();
    await browser.data(SIGN_UP, { input: account });
    const change = await browser.request(CHANGE_PASSWORD, { oldPass: account.password, newPass: spaces });
    expect(change.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fieldErrors: { newPass: 'Please enter a valid password.' } } });
    const oldStillWorks = await app.client().request(LOGIN, { email: account.email, password: account.password });
    expect(oldStillWorks.errors).toBeUndefined();
  });

  it('resets a forgotten password by the e-mailed link, once', async () => {
    const input = signUpInput();
    await app.client().data(SIGN_UP, { input });
    const browser = app.client();
    expect(await browser.data(`mutation { forgotPassword(email: "${input.email.toUpperCase()}") }`)).toEqual({ forgotPassword: true });
    expect(await browser.data(`mutation { forgotPassword(email: "nobody-${Date.now()}@example.com") }`)).toEqual({ forgotPassword: true });
    const token = await tokenFromOutbox(browser, input.email, RESET_LINK);
    const RESET = `mutation Reset($token: String!, $newPass: String!) { resetPassword(token: $token, newPass: $newPass) { token } }`;
    const tooShort = await browser.request(RESET, { token, newPass: 'short' });
    expect(tooShort.errors?.[0].message).toBe('Please enter a valid password.');
    await browser.data(RESET, { token, newPass: 'reset secret' });
    const again = await browser.request(RESET, { token, newPass: 'another secret' });
    expect(again.errors?.[0].message).toBe('This password reset link is invalid or has expired. Please request a new one.');
    const login = await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email: input.email, password: 'reset secret' });
    expect(login.emailLoginV2.status).toBe('SUCCESS');
  });

  it('tells an unverified user so at login', async () => {
    const input = signUpInput();
    await app.client().data(SIGN_UP, { input });
    const login = await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email: input.email, password: input.password });
    expect(login.emailLoginV2.status).toBe('EMAIL_NOT_VERIFIED');
  });

  it("signs in with a hash made with an earlier release's settings, and replaces it with today's", async () => {
    const browser = app.client();
    const input = signUpInput({ password: 'kept from an earlier release' });
    await browser.data(SIGN_UP, { input });
    const { getCurrentUserV2: user } = await browser.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    // The store the app keeps hashes in, opened beside it: the hash @node-rs/argon2's defaults made before.
    const credentials = new SqliteCredentialStore(join(app.dataDir, 'credentials.sqlite'));
    try {
      await credentials.put(passwordKey(user.id), { hash: await hash(input.password, { memoryCost: 19456, timeCost: 2, parallelism: 1 }) });

      const wrong = await app.client().request(LOGIN, { email: input.email, password: 'not the password' });
      expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(parseOptions(String((await credentials.get(passwordKey(user.id)))?.hash))).toMatchObject({ memoryCost: 19456, timeCost: 2 });

      const login = await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email: input.email, password: input.password });
      expect(login.emailLoginV2.status).toBe('EMAIL_NOT_VERIFIED');
      expect(parseOptions(String((await credentials.get(passwordKey(user.id)))?.hash))).toMatchObject({ memoryCost: 7168, timeCost: 5, parallelism: 1 });
      const again = await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email: input.email, password: input.password });
      expect(again.emailLoginV2.status).toBe('EMAIL_NOT_VERIFIED');
    } finally {
      await credentials.close();
    }
  });

  it('limits login attempts per e-mail', async () => {
    const input = signUpInput();
    await app.client().data(SIGN_UP, { input });
    const attacker = app.client();
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      codes.push((await attacker.request(LOGIN, { email: input.email, password: `guess ${attempt}` })).errors?.[0].extensions?.code);
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('BAD_USER_INPUT'));
    expect(codes[5]).toBe('TOO_MANY_REQUESTS');
    const rightPassword = await attacker.request(LOGIN, { email: input.email, password: input.password });
    expect(rightPassword.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it("starts the count of an e-mail's login attempts over at a successful login", async () => {
    const input = signUpInput();
    await app.client().data(SIGN_UP, { input });
    const owner = app.client();
    const guess = async (attempt: number) => (await owner.request(LOGIN, { email: input.email, password: `typo ${attempt}` })).errors?.[0].extensions?.code;
    for (let attempt = 0; attempt < 4; attempt += 1) expect(await guess(attempt)).toBe('BAD_USER_INPUT');
    expect((await owner.request(LOGIN, { email: input.email, password: input.password })).errors).toBeUndefined();
    // Five more wrong ones are let through (the limit is 5), the sixth is refused.
    const codes: Array<string | undefined> = [];
    for (let attempt = 0; attempt < 6; attempt += 1) codes.push(await guess(attempt));
    expect(codes).toEqual([...Array(5).fill('BAD_USER_INPUT'), 'TOO_MANY_REQUESTS']);
  });

  it('keeps passwords, hashes and e-mailed tokens out of the event log', async () => {
    const browser = app.client();
    const input = signUpInput({ password: 'very distinctive secret' });
    await browser.data(SIGN_UP, { input });
    const token = await tokenFromOutbox(browser, input.email, VERIFY_LINK);
    await browser.data(VERIFY, { token });
    const db = new Database(join(app.dataDir, 'events.sqlite'), { readonly: true });
    const log = JSON.stringify(db.prepare('SELECT * FROM events').all());
    db.close();
    expect(log).toContain('EmailVerified');
    // The address is sealed in the events and hashed in its reservation's stream name.
    expect(log).not.toContain(input.email);
    expect(log).not.toContain('very distinctive secret');
    expect(log).not.toContain(token);
    expect(log).not.toContain('$argon2');
  });

  it('clears the session cookie on POST /logout', async () => {
    const browser = app.client();
    await browser.data(SIGN_UP, { input: signUpInput() });
    const response = await fetch(`${app.url}/logout`, { method: 'POST', headers: { cookie: browser.cookie ?? '' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/tm_session=;.*Expires=Thu, 01 Jan 1970/i);
  });
});
