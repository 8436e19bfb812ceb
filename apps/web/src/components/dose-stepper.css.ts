import { style } from '@vanilla-extract/css';
import { vars } from '@maplepack/ui';

export const stepper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const stepperValue = style({ minWidth: '2ch', textAlign: 'center', fontWeight: vars.fontWeight.bold });
