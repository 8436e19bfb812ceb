import { useLingui } from '@lingui/react/macro';
import { type DoseTime } from '@maplepack/catalog';
import { Button } from '@maplepack/ui';
import { stepper, stepperValue } from './dose-stepper.css';

export interface DoseStepperProps {
  time: DoseTime;
  productName: string;
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** The product's daily maximum is reached: + is disabled. */
  atMax?: boolean;
}

/** The − value + control of one dose time; the buttons name the product and time for screen readers. */
export function DoseStepper({
  time,
  productName,
  value,
  onIncrement,
  onDecrement,
  atMax = false,
}: DoseStepperProps) {
  const { t } = useLingui();
  const morning = time === 'am';
  const pills = morning ? t`morning pills` : t`evening pills`;
  return (
    <span className={stepper} role="group" aria-label={t`${productName}, ${pills}`}>
      <span aria-hidden="true">{morning ? t`AM` : t`PM`}</span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={morning ? t`One fewer morning pill` : t`One fewer evening pill`}
        disabled={value === 0}
        onClick={onDecrement}
      >
        −
      </Button>
      <output className={stepperValue} aria-live="polite" aria-label={pills}>
        {value}
      </output>
      <Button
        variant="secondary"
        size="sm"
        aria-label={morning ? t`One more morning pill` : t`One more evening pill`}
        disabled={atMax}
        onClick={onIncrement}
      >
        +
      </Button>
    </span>
  );
}
