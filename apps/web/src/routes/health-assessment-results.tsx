import { purchaseModeOf } from '@maplepack/access';
import { ResultsPage } from '../features/survey/results/results-page';
import { api } from '../lib/api';
import { useAuthStore } from '../stores/auth-store';
import { cartStore } from '../stores/cart-store';

const now = () => Date.now();

export function Component() {
  const user = useAuthStore((state) => state.user);
  return (
    <ResultsPage
      api={api}
      review={api}
      cart={cartStore}
      mode={purchaseModeOf({ user, hasSurveyCart: true })}
      now={now}
    />
  );
}
