/**
 * Saved searches with mailed alerts, bound to their dependencies for the callers that
 * still take one object (the API, the confirm/manage/unsubscribe pages, the jobs). Every
 * use case is its own file (save-search.ts, confirm-alert.ts, mail-pending-alert.ts, …);
 * the secrets in their links are described in alert-tokens.ts. No logic here.
 */
import type { Limits } from '../limits/rate-limiter';
import type { AlertDeps } from './alert-deps';
import type { SavedSearchView, UpdateAlertInput } from './alert-schemas';
import { alertManageToken, alertUnsubscribeToken } from './alert-tokens';
import { confirmAlert } from './confirm-alert';
import { findAlertConfirmation } from './find-alert-confirmation';
import { findAlertUnsubscribe } from './find-alert-unsubscribe';
import { listAddressAlerts } from './list-address-alerts';
import { mailPendingAlert } from './mail-pending-alert';
import type { MatchResult } from './match-alerts';
import { matchPendingAlerts } from './match-pending-alerts';
import { queueDueAlertMails } from './queue-due-alert-mails';
import { removeAlert } from './remove-alert';
import { saveSearch, type SaveSearchInput } from './save-search';
import { unsubscribeAlert } from './unsubscribe-alert';
import { updateAlert } from './update-alert';

export type AlertServiceOptions = AlertDeps;

export interface AlertService {
  /** save-search.ts */
  create(options: SaveSearchInput): Promise<{ alert: SavedSearchView; created: boolean }>;
  findConfirmation(options: { id: string; token: string; limits?: Limits; now?: Date }): Promise<{ alert: SavedSearchView; confirmed: boolean }>;
  confirm(options: { id: string; token: string; limits?: Limits; now?: Date }): Promise<{ alert: SavedSearchView; managePath: string }>;
  listForManageToken(token: string, limits?: Limits): Promise<{ email: string; alerts: SavedSearchView[] }>;
  update(token: string, id: string, input: UpdateAlertInput, options?: { limits?: Limits; now?: Date }): Promise<SavedSearchView>;
  remove(token: string, id: string, limits?: Limits): Promise<void>;
  findUnsubscribe(token: string, limits?: Limits): Promise<SavedSearchView>;
  unsubscribe(token: string, options?: { limits?: Limits; now?: Date }): Promise<SavedSearchView>;
  /** The sweep (match-pending-alerts.ts). */
  matchPending(options?: { now?: Date; batchSize?: number; maxBatches?: number }): Promise<MatchResult>;
  /** The alert-mail job (mail-pending-alert.ts). */
  mailPending(savedSearchId: string, options?: { now?: Date }): Promise<{ sent: number }>;
  /** The hourly job (queue-due-alert-mails.ts). */
  queueDueMails(options?: { now?: Date }): Promise<{ queued: number }>;
  /** The tokens of a search's links (for tests and the pages' own previews). */
  unsubscribeToken(savedSearchId: string): string;
  manageToken(email: string): string;
}

export function createAlertService(deps: AlertServiceOptions): AlertService {
  return {
    create: (input) => saveSearch(deps, input),
    findConfirmation: (input) => findAlertConfirmation(deps, input),
    confirm: (input) => confirmAlert(deps, input),
    listForManageToken: (token, limits) => listAddressAlerts(deps, { token, limits }),
    update: (token, id, changes, options = {}) => updateAlert(deps, { token, id, changes, ...options }),
    remove: (token, id, limits) => removeAlert(deps, { token, id, limits }),
    findUnsubscribe: (token, limits) => findAlertUnsubscribe(deps, { token, limits }),
    unsubscribe: (token, options = {}) => unsubscribeAlert(deps, { token, ...options }),
    matchPending: (options) => matchPendingAlerts(deps, options),
    mailPending: (savedSearchId, options = {}) => mailPendingAlert(deps, { savedSearchId, ...options }),
    queueDueMails: (options) => queueDueAlertMails(deps, options),
    unsubscribeToken: (savedSearchId) => alertUnsubscribeToken(deps.secret, savedSearchId),
    manageToken: (email) => alertManageToken(deps.secret, email),
  };
}
