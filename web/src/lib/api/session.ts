import type { UserRole } from '@hospital/contract';

/** The admin session as the old client kept it: three values in localStorage. */
const KEYS = { access: 'access', refresh: 'refresh', role: 'role' } as const;

export interface Session {
  access: string | null;
  refresh: string | null;
  role: string | null;
}

export function readSession(): Session {
  return {
    access: localStorage.getItem(KEYS.access),
    refresh: localStorage.getItem(KEYS.refresh),
    role: localStorage.getItem(KEYS.role),
  };
}

export function saveSession(access: string, refresh: string, role: UserRole): void {
  localStorage.setItem(KEYS.access, access);
  localStorage.setItem(KEYS.refresh, refresh);
  localStorage.setItem(KEYS.role, role);
}

/** After a refresh: the new access token and, since the API rotates them, the new refresh token. */
export function saveRenewedTokens(access: string, refresh: string): void {
  localStorage.setItem(KEYS.access, access);
  localStorage.setItem(KEYS.refresh, refresh);
}

export function clearSession(): void {
  localStorage.removeItem(KEYS.access);
  localStorage.removeItem(KEYS.refresh);
  localStorage.removeItem(KEYS.role);
}

export function isAdminSession(session: Session = readSession()): boolean {
  return Boolean(session.access) && session.role === 'admin';
}

type Listener = () => void;
const expiryListeners = new Set<Listener>();

/** Called when a refresh token could not be traded for a new access token. */
export function onSessionExpired(listener: Listener): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

export function announceSessionExpired(): void {
  for (const listener of expiryListeners) listener();
}
