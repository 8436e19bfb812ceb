import { type DoseTime } from '@maplepack/catalog';
import { Button } from '@maplepack/ui';
import { stepper, stepperValue } from './dose-stepper.css';

const TIME_WORD: Record<DoseTime, string> = { am: 'morning', pm: 'evening' };
const TIME_LABEL: Record<DoseTime, string> = { am: 'AM', pm: 'PM' };

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
  const word = TIME_WORD[time];
  return (
    <span className={stepper} role="group" aria-label={`${productName}, ${word} pills`}>
      <span aria-hidden="true">{TIME_LABEL[time]}</span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`One fewer ${word} pill`}
        disabled={value === 0}
        onClick={onDecrement}
      >
        −
      </Button>
      <output className={stepperValue} aria-live="polite" aria-label={`${word} pills`}>
        {value}
      </output>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`One more ${word} pill`}
        disabled={atMax}
        onClick={onIncrement}
      >
        +
      </Button>
    </span>
  );
}
