import { firstSentence, withPublicApi, API_END, API_START } from '../src/public-api';
import { readmeExamples } from '../src/readme-examples';

describe('firstSentence', () => {
  it('keeps the first sentence on one line, links as code', () => {
    expect(firstSentence('Splits `x` in\n  proportion. Then more.')).toBe('Splits `x` in proportion.');
    expect(firstSentence('A domain {@link Coupon} here. More')).toBe('A domain `Coupon` here.');
    expect(firstSentence('Version 1.5 of the survey')).toBe('Version 1.5 of the survey');
  });

  it('stops before a list', () => {
    expect(firstSentence('Discounts (spec §4): - percent: the rate. - fixed: x.')).toBe(
      'Discounts (spec §4).',
    );
  });
});

describe('withPublicApi', () => {
  const section = `${API_START}\nnew\n${API_END}`;

  it('replaces the section between the markers and keeps the rest', () => {
    expect(withPublicApi(`# A\n\n${API_START}\nold\n${API_END}\n\nafter\n`, section)).toBe(
      `# A\n\n${section}\n\nafter\n`,
    );
  });

  it('appends a Public API heading when the README has none', () => {
    expect(withPublicApi('# A\n', section)).toBe(`# A\n\n## Public API\n\n${section}\n`);
  });
});

describe('readmeExamples', () => {
  it('reads the file, its code and its output', () => {
    const readme =
      '<!-- example: examples/a.ts -->\n\n```ts\nconsole.log(1);\n```\n\nPrints:\n\n```text\n1\n```\n';
    expect(readmeExamples(readme)).toEqual([
      { file: 'examples/a.ts', code: 'console.log(1);\n', output: '1\n' },
    ]);
  });
});
