import { notifications } from '@mantine/notifications';
import { ERROR_TITLE, FORM_INVALID, type RowAction, selectRowFirst, UPDATE_OK } from '@saji/core/messages';
import { ApiError } from './api';

/** The spec's toast timings: export, print and posting errors stay 10 s; others close sooner. */
export const LONG_TOAST_MS = 10_000;
const TOAST_MS = 5_000;

/** The spec's rule for an error's text: its message, else its sqlMessage, else the error as JSON. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError) {
    const fields = err.details?.map((d) => `${d.field}: ${d.message}`).join(', ');
    return fields ? `${err.message} (${fields})` : err.message;
  }
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'object' && err !== null) {
    const o = err as Record<string, unknown>;
    if (typeof o.message === 'string') return o.message;
    if (typeof o.sqlMessage === 'string') return o.sqlMessage;
  }
  return typeof err === 'string' ? err : JSON.stringify(err);
}

/** An error toast. `long` is for export, print and posting failures (10 s, title ERROR MESSAGE). */
export function notifyError(err: unknown, options: { title?: string; long?: boolean } = {}): void {
  notifications.show({
    color: 'red',
    title: options.title ?? ERROR_TITLE,
    message: errorText(err),
    autoClose: options.long ? LONG_TOAST_MS : TOAST_MS,
  });
}

/** The invalid-form toast; the screen sends nothing after showing it. */
export function notifyInvalidForm(message = FORM_INVALID): void {
  notifications.show({ color: 'red', title: ERROR_TITLE, message, autoClose: TOAST_MS });
}

export function notifySuccess(message: string = UPDATE_OK, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: TOAST_MS });
}

export function notifyWarning(message: string, title?: string): void {
  notifications.show({ color: 'yellow', title, message, autoClose: TOAST_MS });
}

/** 'Please select a row that want to be Edit!' and its siblings. */
export const warnSelectRow = (action: RowAction) => notifyWarning(selectRowFirst(action));
