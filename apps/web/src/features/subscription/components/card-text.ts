import { type ApiClient } from '@maplepack/api-client';

export type CardApi = Pick<ApiClient, 'payments' | 'subscriptionSelfService'>;

export const SAVE_CARD = 'Save card';
