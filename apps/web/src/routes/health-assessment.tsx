import { HealthAssessment } from '../features/survey/components/health-assessment';

export function Component() {
  return <HealthAssessment />;
}
