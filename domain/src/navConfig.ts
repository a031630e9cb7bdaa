/** The navigation manager's settings (`PUT /api/nav-config`): the header's length, the dropdown's label, and the fixed items' visibility and order. */
import * as yup from 'yup';
import { MAX_LABEL_LENGTH, NAV_MAX_VISIBLE_MAX, NAV_MAX_VISIBLE_MIN } from './constants';
import { order, requiredText, TRUE_OR_FALSE_MESSAGE, wholeNumber } from './fields';
import { FIXED_NAV_KEYS, type FixedNavKey } from './types';
import { translatedText, translationsSchema } from './translations';

const fixedKeyMap = <T extends yup.AnySchema>(value: T) =>
  yup
    .object(Object.fromEntries(FIXED_NAV_KEYS.map((key) => [key, value])) as Record<FixedNavKey, T>)
    .noUnknown('Unknown navigation item: ${unknown}')
    .strict();

export const navConfigSchema = yup
  .object({
    maxVisibleItems: wholeNumber('Maximum visible items', NAV_MAX_VISIBLE_MIN, NAV_MAX_VISIBLE_MAX).required('Maximum visible items is required'),
    moreDropdownLabel: requiredText(MAX_LABEL_LENGTH, 'Dropdown label is required'),
    showFixedItems: fixedKeyMap(yup.boolean().typeError(TRUE_OR_FALSE_MESSAGE).required(TRUE_OR_FALSE_MESSAGE)).required(),
    fixedItemsOrder: fixedKeyMap(order().required('Order is required')).required(),
    /** The dropdown's label in other languages; left out: kept. */
    translations: translationsSchema({ moreDropdownLabel: translatedText(MAX_LABEL_LENGTH) }).default(undefined).optional(),
  })
  .noUnknown('Unknown field: ${unknown}');
