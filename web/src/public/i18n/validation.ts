/**
 * The public forms' validation messages in the page's language, and the order list's line problems.
 * The rules (and the API's messages) are the domain's, in English; each of its messages the public
 * pages can meet has a message id.
 */
import { useCallback } from 'react';
import {
  BIDI_CONTROL_MESSAGE,
  CANNOT_ORDER_MESSAGE,
  CONTACT_MESSAGES,
  CONTROL_CHARACTER_MESSAGE,
  EMAIL_MESSAGES,
  INVALID_TEXT_MESSAGE,
  INVISIBLE_TEXT_MESSAGE,
  ORDER_LINE_PROBLEMS,
  PHONE_MESSAGE,
  PINCODE_MESSAGE,
  tooLongMessage,
} from '@catalogue/domain';
import type { MessageId } from './en';
import { useText } from './useText';

export const VALIDATION_IDS: ReadonlyMap<string, MessageId> = new Map<string, MessageId>([
  [CONTACT_MESSAGES.name, 'validation.nameRequired'],
  [CONTACT_MESSAGES.phone, 'validation.phoneRequired'],
  [CONTACT_MESSAGES.message, 'validation.messageRequired'],
  [EMAIL_MESSAGES.required, 'validation.emailRequired'],
  [EMAIL_MESSAGES.invalid, 'validation.emailInvalid'],
  [PINCODE_MESSAGE, 'validation.pincode'],
  [PHONE_MESSAGE, 'validation.phone'],
  [INVALID_TEXT_MESSAGE, 'validation.invalidText'],
  [CONTROL_CHARACTER_MESSAGE, 'validation.controlCharacters'],
  [BIDI_CONTROL_MESSAGE, 'validation.bidiControls'],
  [INVISIBLE_TEXT_MESSAGE, 'validation.invisibleText'],
  [ORDER_LINE_PROBLEMS.productGone, 'orderList.productGone'],
  [ORDER_LINE_PROBLEMS.sizeGone, 'orderList.sizeGone'],
  [ORDER_LINE_PROBLEMS.chooseSize, 'orderList.chooseSize'],
  [ORDER_LINE_PROBLEMS.soldOut, 'orderList.soldOut'],
  [ORDER_LINE_PROBLEMS.stale, 'orderList.stale'],
  [CANNOT_ORDER_MESSAGE, 'orderList.cannotOrder'],
]);

/** The length in a too-long message ("Must be at most 100 characters"), when it is one. */
function tooLongLimit(message: string): number | null {
  const max = Number(/\d+/.exec(message)?.[0]);
  return Number.isInteger(max) && tooLongMessage(max) === message ? max : null;
}

/** Turns a domain validation message into the page's language (a message it does not know stays as it is). */
export function useValidationText() {
  const text = useText();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const id = VALIDATION_IDS.get(message);
      if (id) return text(id);
      const max = tooLongLimit(message);
      return max === null ? message : text('validation.tooLong', { max: String(max) });
    },
    [text],
  );
}
