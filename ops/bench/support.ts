import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { EventMetadata, NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { logger } from '../../backend/platform/logging/logger';

/** One target a figure is judged against; `met` is printed next to the figure and in the summary. */
export interface TargetCheck {
  name: string;
  target: string;
  actual: string;
  met: boolean;
}

/** What every benchmark module hands back to run.ts: readable lines, figures for the JSON line, targets. */
export interface BenchResult {
  name: string;
  lines: string[];
  metrics: Record<string, number>;
  targets: TargetCheck[];
}

/** The runner would log every build and switch-over; a report wants none of it. */
export const silentLogger = logger.child({ component: 'bench' }, { level: 'silent' });

/** A fresh directory under `parent` (the OS temp dir unless told), removed with its SQLite files and WAL when `use` settles. */
export async function withTempDir<T>(prefix: string, use: (dir: string) => Promise<T>, parent: string = tmpdir()): Promise<T> {
  const dir = mkdtempSync(join(parent, `bench-${prefix}-`));
  try {
    return await use(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function metadataFor(actorId: string | null): EventMetadata {
  const id = randomUUID();
  return { correlationId: id, causationId: id, actorId, occurredAt: new Date().toISOString() };
}

/** A UserSignedUp as the accounts slice writes it: about 250 bytes of JSON data. */
export function userSignedUp(userId: string, metadata: EventMetadata): NewEvent {
  return {
    id: randomUUID(),
    type: 'UserSignedUp',
    data: {
      userId,
      email: `user.${userId}@example.com`,
      firstName: 'Alexandra',
      lastName: 'Montgomery',
      profileTypes: ['STUDENT_OR_PARENT'],
      clientProfileType: 'PARENT',
      phoneNumber: '+14155550123',
      referralCode: null,
      languagePreference: 'en',
      signedUpAt: metadata.occurredAt,
    },
    metadata,
  };
}

/** The five events of one account's life used by the rebuild: signed up, verified, two language saves, one password change. */
export function userLifecycle(userId: string): NewEvent[] {
  const event = (type: string, data: Record<string, unknown>): NewEvent => ({ id: randomUUID(), type, data, metadata: metadataFor(userId) });
  const signUp = userSignedUp(userId, metadataFor(null));
  const at = signUp.metadata.occurredAt;
  return [
    signUp,
    event('EmailVerified', { userId, email: `user.${userId}@example.com`, verifiedAt: at }),
    event('LanguagePreferenceSaved', { userId, language: 'sp' }),
    event('PasswordChanged', { userId, changedAt: at }),
    event('LanguagePreferenceSaved', { userId, language: 'en' }),
  ];
}

/** A UUID-shaped id derived from a number, so a worker and the main thread agree on ids without sending them. */
export function indexedUserId(index: number): string {
  return `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

export function userStreamId(userId: string): string {
  return `user-${userId}`;
}

export function nowMs(): number {
  return performance.now();
}

/** Frees what the previous phase left, so one benchmark's garbage is not collected on another's clock. */
export function collectGarbage(): void {
  global.gc?.();
}

export function mb(bytes: number): number {
  return round(bytes / (1024 * 1024), 1);
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.min(sortedAscending.length, Math.max(1, rank)) - 1];
}

/** `12,345` — figures in a report are read, not parsed. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function check(name: string, target: string, actual: string, met: boolean): TargetCheck {
  return { name, target, actual, met };
}

export function targetLine({ name, target, actual, met }: TargetCheck): string {
  return `  ${met ? 'PASS' : 'FAIL'}  ${name}: ${actual} (target ${target})`;
}
