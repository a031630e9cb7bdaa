import { useCallback, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FETCH_FAILED_MESSAGE } from '../loaders';
import type { MessageId } from './en';

type Values = Record<string, string | number>;

/** The page's words: `text(id, values)` is the message in the page's language. */
export function useText() {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: Values): string => intl.formatMessage({ id }, values), [intl]);
}

/** A message with markup in it (`<link>…</link>`): each tag's function draws its part. */
export function Words({ id, values }: { id: MessageId; values: Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)> }) {
  return <FormattedMessage id={id} values={values} />;
}

/** A read's failure as the page says it: the loaders' generic message in the page's language, the API's own message as it came. */
export function useFailureText() {
  const text = useText();
  return useCallback((message: string) => (message === FETCH_FAILED_MESSAGE ? text('common.fetchFailed') : message), [text]);
}
