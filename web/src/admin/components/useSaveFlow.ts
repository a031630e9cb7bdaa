/**
 * The states of an admin form: idle → saving ('Saving...', submit disabled) → success (green
 * message, redirect to the list after 1.5 s) or error (red message, stay on the form).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import type { ApiError } from '../../api/client';

const POST_SAVE_REDIRECT_MS = 1_500;

/** The state of the navigation away from a saved form: the leave guard lets it through (useLeaveGuard). */
export const SAVED_STATE = { saved: true };

type SaveStatus = 'idle' | 'saving' | 'success' | 'error';

export interface SaveFlow {
  status: SaveStatus;
  message: string;
  /** The error object of the last failure (for the debug panel). */
  failure: unknown;
  start: () => void;
  succeed: (message: string, redirectTo?: string, delay?: number) => void;
  fail: (message: string, failure?: unknown) => void;
  reset: () => void;
}

export function useSaveFlow(): SaveFlow {
  const navigate = useNavigate();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = useCallback(() => {
    setStatus('saving');
    setMessage('');
    setFailure(null);
  }, []);
  const succeed = useCallback(
    (text: string, redirectTo?: string, delay = POST_SAVE_REDIRECT_MS) => {
      setStatus('success');
      setMessage(text);
      if (redirectTo) {
        const leave = () => void navigate(redirectTo, { state: SAVED_STATE });
        if (delay <= 0) leave();
        else timer.current = window.setTimeout(leave, delay);
      }
    },
    [navigate],
  );
  const fail = useCallback((text: string, err?: unknown) => {
    setStatus('error');
    setMessage(text);
    setFailure(err ?? null);
  }, []);
  const reset = useCallback(() => {
    setStatus('idle');
    setMessage('');
    setFailure(null);
  }, []);
  return { status, message, failure, start, succeed, fail, reset };
}

/** Shows the server's field errors (`errors` map) beside their fields; returns whether any matched. */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError | null | undefined,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  rename: Record<string, string> = {},
): boolean {
  if (!error?.errors) return false;
  let matched = false;
  for (const [field, text] of Object.entries(error.errors)) {
    // The API names a list's entries `sizes[1].label`; the form, `sizes.1.label`.
    const target = (rename[field] ?? field).replace(/\[(\d+)\]/g, '.$1');
    if (fields.includes(target.split('.')[0])) {
      setError(target as Path<T>, { type: 'server', message: text });
      matched = true;
    }
  }
  return matched;
}

/** 'Validation errors: field: message, ...', the category form's summary of the API's field errors. */
export function validationSummary(errors: Record<string, string>): string {
  return `Validation errors: ${Object.entries(errors)
    .map(([field, text]) => `${field}: ${text}`)
    .join(', ')}`;
}
