import { type NotificationData, notifications } from '@mantine/notifications';
import { ERROR_TITLE, FORM_INVALID, type RowAction, selectRowFirst, UPDATE_OK } from '@saji/core/messages';
import { useEffect } from 'react';
import { ApiError } from './api';

/** The spec's toast timings: export, print and posting errors stay 10 s; others close sooner. */
export const LONG_TOAST_MS = 10_000;
const TOAST_MS = 5_000;

/** The screen on show (the path's first part: `pos`, `orders`, `campaigns`) and the open toasts it raised, by id. */
let currentScreen = '';
const raised = new Map<string, { screen: string; at: number }>();

/**
 * A toast raised this soon before the screen changed came from the action that changed it ('Update
 * successfully' on the way back to the list) and is for the next screen; older ones were the old screen's.
 */
const CARRIED_OVER_MS = 600;

type ToastPlace = NonNullable<NotificationData['position']>;

/** Where the screen on show wants its toasts; the app's corner (top right) when it says nothing. */
let place: ToastPlace | undefined;

function show(data: NotificationData): void {
  const id = notifications.show({ ...data, position: place, onClose: () => raised.delete(id) });
  raised.set(id, { screen: currentScreen, at: Date.now() });
}

/**
 * Toasts leave with the screen that raised them: on every change of screen (the app's layout calls
 * this with the path's first part), those of other screens close, so a sale's toast does not follow the
 * cashier into the back office.
 */
export function useScreenToasts(screen: string): void {
  useEffect(() => {
    currentScreen = screen;
    const before = Date.now() - CARRIED_OVER_MS;
    for (const [id, toast] of raised) {
      if (toast.screen === screen || toast.at >= before) continue;
      raised.delete(id);
      notifications.hide(id);
    }
  }, [screen]);
}

/**
 * A screen whose top right holds what its user taps next takes another place for its toasts while it
 * is shown: the POS puts them over its ticket's lines, above the totals and the buttons (app.css), so
 * no toast covers the top bar.
 */
export function useToastPlace(position: ToastPlace): void {
  useEffect(() => {
    place = position;
    return () => {
      place = undefined;
    };
  }, [position]);
}

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
  show({
    color: 'red',
    title: options.title ?? ERROR_TITLE,
    message: errorText(err),
    autoClose: options.long ? LONG_TOAST_MS : TOAST_MS,
  });
}

/** The invalid-form toast; the screen sends nothing after showing it. */
export function notifyInvalidForm(message = FORM_INVALID): void {
  show({ color: 'red', title: ERROR_TITLE, message, autoClose: TOAST_MS });
}

export function notifySuccess(message: string = UPDATE_OK, title?: string): void {
  show({ color: 'green', title, message, autoClose: TOAST_MS });
}

export function notifyWarning(message: string, title?: string): void {
  show({ color: 'yellow', title, message, autoClose: TOAST_MS });
}

/** 'Please select a row that want to be Edit!' and its siblings. */
export const warnSelectRow = (action: RowAction) => notifyWarning(selectRowFirst(action));
