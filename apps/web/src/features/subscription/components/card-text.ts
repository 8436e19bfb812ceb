import { t } from '@lingui/core/macro';
import { type ApiClient } from '@maplepack/api-client';

export type CardApi = Pick<ApiClient, 'payments' | 'subscriptionSelfService'>;

/** The card forms' save button, in the page's language. */
export const saveCardLabel = (): string => t`Save card`;
