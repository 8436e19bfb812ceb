import { useNavigate } from 'react-router-dom';
import { SurveyLayout } from '../features/shell/components/survey-layout';
import { useSurveyShellStore } from '../features/survey/stores/survey-shell-store';
import { TransitionedOutlet } from './page-outlet';

/** The assessment's layout (Back, Exit, 'Health Assessment'), in the assessment's own chunk. */
export function SurveyLayoutRoute() {
  const canGoBack = useSurveyShellStore((state) => state.canGoBack);
  const back = useSurveyShellStore((state) => state.back);
  const softReset = useSurveyShellStore((state) => state.softReset);
  const navigate = useNavigate();
  const exit = () => {
    softReset();
    void navigate('/');
  };
  return (
    <SurveyLayout canGoBack={canGoBack} onBack={back} onExit={exit}>
      <TransitionedOutlet />
    </SurveyLayout>
  );
}
