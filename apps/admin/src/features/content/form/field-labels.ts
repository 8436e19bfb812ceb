import { type FieldPath } from './form-value';

/** The acf keys in words staff use; a key not listed is shown with its underscores as spaces. */
const LABELS: Record<string, string> = {
  title: 'Title',
  last_updated: 'Last updated (as shown on the page)',
  sections: 'Sections',
  heading: 'Heading',
  text: 'Text',
  questions: 'Questions',
  question: 'Question',
  answer: 'Answer',
  intro: 'Introduction',
  team: 'Team members',
  name: 'Name',
  role: 'Role',
  bio: 'Biography',
  advisory_board: 'Advisory board',
  anchor: 'Anchor (the #name in the page’s address)',
  members: 'Members',
  credentials: 'Credentials',
  focus: 'Focus',
  contact: 'Contact',
  references: 'References',
  publisher: 'Publisher',
  url: 'Web address',
  label: 'Button text',
  route: 'Page on this site',
  button: 'Button',
  next_steps: 'Next steps',
  steps: 'Steps',
  promises: 'Promises',
  testimonial: 'Testimonial',
  quote: 'Quote',
  author: 'Author',
};

/** One item of each list, as its legend and buttons name it ("Question 2", "Remove Team member 1"). */
const ITEM_NOUNS: Record<string, string> = {
  sections: 'Section',
  questions: 'Question',
  team: 'Team member',
  members: 'Member',
  references: 'Reference',
  next_steps: 'Next step',
  steps: 'Step',
  promises: 'Promise',
};

export function fieldLabel(key: string): string {
  const known = LABELS[key];
  if (known !== undefined) return known;
  const words = key.replace(/_/g, ' ').trim();
  return words === '' ? 'Field' : words.charAt(0).toUpperCase() + words.slice(1);
}

export const itemNoun = (listKey: string): string => ITEM_NOUNS[listKey] ?? 'Item';

/** "Question 2" for index 1 of `questions`: people count from one. */
export const itemLabel = (listKey: string, index: number): string => `${itemNoun(listKey)} ${index + 1}`;

/** Where a field is, in words: `['questions', 0, 'answer']` → "Questions › Question 1 › Answer". */
export function pathLabel(path: FieldPath): string {
  if (path.length === 0) return 'The page';
  return path
    .map((step, at) => {
      if (typeof step === 'string') return fieldLabel(step);
      const parent = path[at - 1];
      return itemLabel(typeof parent === 'string' ? parent : '', step);
    })
    .join(' › ');
}
