import type { CandidateUser, EmployerUser } from '@jobmatch/contract';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user, kept in localStorage so that a reload (or another tab) keeps the session
 * until the token expires or the user signs out. The server is the authority: any 401 to a
 * request that carried the token ends the session too (see api.ts).
 */
export type Session =
  | { audience: 'candidate'; accessToken: string; expiresAt: string; user: CandidateUser }
  | { audience: 'employer'; accessToken: string; expiresAt: string; user: EmployerUser };

/** Why a session ended: the user chose to, or the server no longer accepts the token. */
export type SessionEndReason = 'signed-out' | 'expired';

const STORAGE_KEY = 'jobmatch.session';

const listeners = new Set<() => void>();
const startListeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();
let current: Session | null = read();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function isUsable(session: Session | null): session is Session {
  return session !== null && Date.parse(session.expiresAt) > Date.now();
}

function read(): Session | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    const session = stored ? (JSON.parse(stored) as Session) : null;
    return isUsable(session) && typeof session.accessToken === 'string' ? session : null;
  } catch {
    // Unreadable or unavailable storage: signed out.
    return null;
  }
}

function write(session: Session | null): void {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Without storage the session lasts as long as the page.
  }
}

function publish(next: Session | null): void {
  current = next;
  clearTimeout(expiryTimer);
  if (next) {
    // setTimeout holds at most ~24.8 days; tokens live hours, so the cap only guards the arithmetic.
    const delay = Math.min(Date.parse(next.expiresAt) - Date.now(), 2 ** 31 - 1);
    expiryTimer = setTimeout(() => endSession('expired'), Math.max(delay, 0));
  }
  for (const listener of listeners) listener();
}

/** The current session, or null when signed out or the token has expired. */
export function getSession(): Session | null {
  return current;
}

/** Whether this session is a company's ADMIN (who may do what a RECRUITER may not). */
export function isCompanyAdmin(session: Session | null): boolean {
  return session?.audience === 'employer' && session.user.roles.includes('ADMIN');
}

/** After sign-in, sign-up or an accepted invitation: the answer's token and user. */
export function startSession(session: Session): void {
  write(session);
  publish(session);
  for (const listener of startListeners) listener();
}

/** The account's sign-in e-mail changed: same token, and the top bar names the new address. */
export function updateSessionEmail(email: string): void {
  if (!current) return;
  const next = { ...current, user: { ...current.user, email } } as Session;
  write(next);
  publish(next);
}

/** Forgets the token (the server-side logout is the caller's business, see useSignOut). */
export function endSession(reason: SessionEndReason): void {
  if (!current) return;
  write(null);
  publish(null);
  for (const listener of endListeners) listener(reason);
}

/** Runs `listener` whenever someone signs in (here or in another tab); returns the unsubscribe function. */
export function onSessionStart(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

/** Runs `listener` whenever a session ends; returns the unsubscribe function. */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering the caller on sign-in, sign-out and expiry. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

// Signing in or out in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.key !== STORAGE_KEY) return;
  const next = read();
  if (next?.accessToken === current?.accessToken) return;
  if (next) {
    publish(next);
    for (const listener of startListeners) listener();
  } else if (current) {
    publish(null);
    for (const listener of endListeners) listener('signed-out');
  }
});

if (current) publish(current);
