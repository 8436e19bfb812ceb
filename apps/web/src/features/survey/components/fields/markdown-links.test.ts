import { parseSurveyText } from './markdown-links';

describe('parseSurveyText', () => {
  it('turns site paths into internal links and keeps the text around them', () => {
    expect(
      parseSurveyText(
        'you agree to our [Terms and Conditions](/terms-and-conditions) and [Privacy Policy](/privacy-policy).',
      ),
    ).toEqual([
      [
        { kind: 'text', text: 'you agree to our ' },
        { kind: 'link', text: 'Terms and Conditions', href: '/terms-and-conditions', internal: true },
        { kind: 'text', text: ' and ' },
        { kind: 'link', text: 'Privacy Policy', href: '/privacy-policy', internal: true },
        { kind: 'text', text: '.' },
      ],
    ]);
  });

  it('keeps query strings of internal links', () => {
    expect(parseSurveyText('[our advisory board](/team?to=advisory-board)')[0]?.[0]).toEqual({
      kind: 'link',
      text: 'our advisory board',
      href: '/team?to=advisory-board',
      internal: true,
    });
  });

  it('marks http(s) links as external', () => {
    expect(parseSurveyText('[Health Canada](https://canada.ca)')[0]?.[0]).toMatchObject({
      kind: 'link',
      internal: false,
    });
  });

  it('leaves dangerous or protocol-relative links and HTML as literal text', () => {
    const source = 'a [click](javascript:alert(1)) b [x](//evil.example) <img src=x onerror=alert(1)>';
    expect(parseSurveyText(source)).toEqual([[{ kind: 'text', text: source }]]);
  });

  it('splits paragraphs on blank lines and drops empty ones', () => {
    expect(parseSurveyText('One.\n\n  \n\nTwo.')).toEqual([
      [{ kind: 'text', text: 'One.' }],
      [{ kind: 'text', text: 'Two.' }],
    ]);
    expect(parseSurveyText('   ')).toEqual([]);
  });
});
