import { purchaseModeOf, showsHealthAssessmentButton } from '@maplepack/access';
import { useAuthStore } from '../stores/auth-store';
import { useCartSummaryStore } from '../stores/cart-summary-store';
import { HomeContent } from '../features/content/components/home-content';
import { Page } from '../components/page';
import { SHOP_NAME } from '../components/document-title';

export function Component() {
  const user = useAuthStore((state) => state.user);
  // The summary, not the cart store: the home chunk stays free of the cart lib and zod.
  const hasSurveyCart = useCartSummaryStore((state) => state.hasSurveyCart);
  return (
    <Page title={SHOP_NAME}>
      <HomeContent
        showHealthAssessment={showsHealthAssessmentButton(purchaseModeOf({ user, hasSurveyCart }))}
      />
    </Page>
  );
}
