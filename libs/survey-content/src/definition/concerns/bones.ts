import { multi, yesNo } from '../build-fields';
import { always, answered, endsSection, rule, toField } from '../logic';
import { type ConcernSection } from './concern-section';

/** Bones Muscles and Joints: pain (and its kind), cramps, and known bone density. */
export const BONES_SECTION: ConcernSection = {
  concernRef: 'concern_bones',
  tag: 'ConcernBonesJoints',
  label: 'Bones Muscles and Joints',
  fields: [
    yesNo('bones_pain', {
      title: 'Do you have joint or muscle pain?',
    }),
    multi('bones_pain_type', {
      title: 'What kind of pain do you have?',
      description: 'Choose all that apply.',
      choices: [
        { ref: 'pain_stiff_morning', label: 'Stiff joints in the morning', tags: ['JointStiffness'] },
        { ref: 'pain_joints_activity', label: 'Aching joints after activity', tags: ['JointPain'] },
        { ref: 'pain_muscles', label: 'Sore muscles after exercise', tags: ['MuscleSoreness'] },
        { ref: 'pain_back_neck', label: 'Back or neck pain', tags: ['BackPain'] },
      ],
    }),
    yesNo('bones_cramps', {
      title: 'Do you get muscle cramps or twitches?',
      yesTags: ['MuscleCramps'],
    }),
    yesNo('bones_density', {
      title: 'Has a doctor told you that you have low bone density?',
      description: 'Osteopenia or osteoporosis.',
      yesTags: ['LowBoneDensity'],
    }),
  ],
  logic: [
    rule(
      'bones_pain',
      toField('bones_pain_type', answered('bones_pain', true)),
      toField('bones_cramps', always),
    ),
    endsSection('bones_density'),
  ],
};
