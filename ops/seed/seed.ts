/**
 * Seeds a running product (`npm start` first) with demo accounts, through the public GraphQL API
 * exactly as a user would create them: sign-up, then the verification link from the dev outbox.
 * Idempotent: accounts that exist are left as they are.
 *
 *   npm run seed                      # against http://localhost:4000
 *   SEED_URL=http://host:port npm run seed
 */
const baseUrl = (process.env.SEED_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/$/, '');
const DEMO_PASSWORD = process.env.SEED_PASSWORD ?? 'demo-password';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  profileType: 'TUTOR' | 'STUDENT_OR_PARENT';
  clientProfileType?: 'PARENT' | 'STUDENT' | 'OTHER';
}

const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'tutor@example.com', firstName: 'Taylor', lastName: 'Reyes', profileType: 'TUTOR' },
  { email: 'parent@example.com', firstName: 'Pat', lastName: 'Morgan', profileType: 'STUDENT_OR_PARENT', clientProfileType: 'PARENT' },
  { email: 'student@example.com', firstName: 'Sam', lastName: 'Lee', profileType: 'STUDENT_OR_PARENT', clientProfileType: 'STUDENT' },
];

interface GraphqlResult<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; fieldErrors?: Record<string, string> } }>;
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphqlResult<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResult<T>;
}

async function verificationToken(email: string): Promise<string | null> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const result = await graphql<{ devOutbox: Array<{ text: string }> }>(`query ($to: String!) { devOutbox(to: $to) { text } }`, { to: email });
    const token = result.data?.devOutbox.map((message) => message.text.match(/verify-account\?token=([\w%-]+)/)?.[1]).find(Boolean);
    if (token) return decodeURIComponent(token);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

async function seed(account: DemoAccount): Promise<string> {
  const signUp = await graphql(`mutation ($input: EmailSignupInput!) { emailSignup(input: $input) { token } }`, {
    input: { ...account, password: DEMO_PASSWORD },
  });
  if (signUp.errors?.[0]?.extensions?.fieldErrors?.email) return `${account.email}: already there`;
  if (signUp.errors) throw new Error(`${account.email}: ${signUp.errors[0].message}`);
  const token = await verificationToken(account.email);
  if (!token) return `${account.email}: created; no verification e-mail found (is the dev outbox on?)`;
  const verified = await graphql(`mutation ($token: String!) { verifyToken(token: $token) }`, { token });
  if (verified.errors) throw new Error(`${account.email}: ${verified.errors[0].message}`);
  return `${account.email}: created and verified`;
}

async function main(): Promise<void> {
  const ready = await fetch(`${baseUrl}/readyz`).catch(() => null);
  if (!ready?.ok) throw new Error(`The product is not ready at ${baseUrl}; start it with npm start first.`);
  for (const account of DEMO_ACCOUNTS) process.stdout.write(`${await seed(account)}\n`);
  process.stdout.write(`Demo password for every account: ${DEMO_PASSWORD}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`seed failed: ${error.message}\n`);
  process.exit(1);
});
