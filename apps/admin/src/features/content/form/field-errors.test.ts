import { EDITABLE_PAGE_SCHEMAS } from '@maplepack/api-contract';
import { errorsByPath, fieldErrors } from './field-errors';
import { pathLabel } from './field-labels';
import { fieldTree } from './field-tree';

const errorsOf = (slug: keyof typeof EDITABLE_PAGE_SCHEMAS, value: unknown) => {
  const schema = EDITABLE_PAGE_SCHEMAS[slug];
  return errorsByPath(fieldErrors(schema, fieldTree(schema), value));
};

describe('the schema’s refusals in plain words', () => {
  it('says an empty answer must be written, at the answer', () => {
    const errors = errorsOf('faq', { title: 'FAQ', questions: [{ question: 'Why?', answer: '' }] });
    expect([...errors]).toEqual([
      ['questions.0.answer', 'Write something here: this field cannot be empty.'],
    ]);
  });

  it('asks for one item at least in a list that needs one', () => {
    expect(errorsOf('faq', { title: 'FAQ', questions: [] }).get('questions')).toBe('Add at least 1 item.');
  });

  it('explains a web address, an anchor and a missing field without zod’s words', () => {
    const references = errorsOf('references', {
      title: 'R',
      references: [{ title: 'T', publisher: 'P', url: 'ftp://example.org' }],
    });
    expect(references.get('references.0.url')).toMatch(/starts with https:\/\//);
    const team = errorsOf('team', {
      title: 'T',
      intro: 'I',
      team: [],
      advisory_board: { anchor: 'Board', title: 'B', intro: 'I', members: [] },
    });
    expect(team.get('advisory_board.anchor')).toMatch(/lowercase letters/);
    expect(errorsOf('faq', { questions: [{ question: 'Q', answer: 'A' }] }).get('title')).toBe(
      'This field is required.',
    );
    for (const message of [...references.values(), ...team.values()])
      expect(message).not.toMatch(/expected|_/);
  });

  it('names where a field is in words', () => {
    expect(pathLabel(['questions', 0, 'answer'])).toBe('Questions › Question 1 › Answer');
    expect(pathLabel(['advisory_board', 'members', 2, 'focus'])).toBe(
      'Advisory board › Members › Member 3 › Focus',
    );
  });
});
