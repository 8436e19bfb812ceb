import { useLingui } from '@lingui/react/macro';
import { type AddressPlanPrice } from '@maplepack/api-contract';
import { provinceNameIn, type ProvinceCode } from '@maplepack/pricing';
import { amountText } from '../../../lib/i18n/amount-text';
import { frenchDay, isFrench } from '../../../lib/i18n/date-text';
import { LANGUAGE_TAGS } from '../../../lib/i18n/locale';
import { formStatus, section, sectionHeading } from './account.css';

export type RenewalPreviewState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; province: string; plans: readonly AddressPlanPrice[] };

const UTC = 'UTC';
const MIDNIGHT_UTC = 'T00:00:00Z';
const DATE_FORMAT = new Intl.DateTimeFormat(LANGUAGE_TAGS.en, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: UTC,
});

/** 'December 21, 2026' ('21 décembre 2026') for '2026-12-21'. */
export function renewalDateLabel(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}${MIDNIGHT_UTC}`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return isFrench() ? frenchDay(isoDate) : DATE_FORMAT.format(date);
}

/** The province as the sentence names it: its code in English ('BC', as before), its name in French. */
function provinceText(code: string): string {
  if (!isFrench()) return code;
  try {
    return provinceNameIn('fr', code as ProvinceCode) || code;
  } catch {
    return code;
  }
}

/**
 * What the new shipping address does to each plan's next renewal, before it is saved: the total
 * now and with the new address (taxes and shipping of the new province and postal code).
 */
export function RenewalPreview({ state }: { state: RenewalPreviewState }) {
  const { t } = useLingui();
  if (state.kind === 'none') return null;
  const province = state.kind === 'ready' ? provinceText(state.province) : '';
  return (
    <div className={section} aria-live="polite">
      <h3 className={sectionHeading}>{t`Your next renewal with this address`}</h3>
      {state.kind === 'loading' && <p>{t`Calculating your renewal total…`}</p>}
      {state.kind === 'failed' && <p>{state.message}</p>}
      {state.kind === 'ready' && state.plans.length === 0 && <p>{t`You have no plan that renews.`}</p>}
      {state.kind === 'ready' &&
        state.plans.map((plan) => {
          const id = plan.subscription_id;
          if (plan.proposed === null) return <p key={id}>{t`Plan ${id} does not renew.`}</p>;
          const day = renewalDateLabel(plan.proposed.date);
          const total = amountText(plan.proposed.total);
          const now = plan.current === null ? null : amountText(plan.current.total);
          return (
            <p key={id} className={formStatus} data-testid="renewal-preview">
              {now === null || plan.current?.total === plan.proposed.total
                ? t`Renewal on ${day}: ${total}, taxes for ${province} included.`
                : t`Renewal on ${day}: ${total} (now ${now}), taxes for ${province} included.`}
            </p>
          );
        })}
    </div>
  );
}
