import type { PolicyKey } from '@catalogue/domain';
import type { MessageId } from '../i18n/en';

/** Each policy's page title (and footer link). */
export const POLICY_TITLES: Record<PolicyKey, MessageId> = {
  shipping: 'policy.shipping',
  returns: 'policy.returns',
  cancellation: 'policy.cancellation',
  privacy: 'policy.privacy',
  terms: 'policy.terms',
};
