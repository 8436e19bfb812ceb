import { type Field, type LogicRule } from '@maplepack/survey-engine';
import { type SurveyTag } from '../../tags';

/**
 * One Part 3 section: the concern choice that opens it (its ref, its label as the spec writes it,
 * and the tag that picking it attaches), its questions in order (the first is where the concern
 * list jumps), and its logic, in which every way out ends with `endsSection`.
 */
export interface ConcernSection {
  concernRef: string;
  tag: SurveyTag;
  label: string;
  fields: Field[];
  logic: LogicRule[];
}
