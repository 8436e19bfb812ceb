import { html } from './html';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(String(html`<p>${name}</p>`)).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>',
    );
  });

  it('keeps nested templates and joins arrays, and prints nothing for null or false', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    // prettier-ignore
    const markup = html`<ul>${items}</ul>${null}${false}${0}`;
    expect(String(markup)).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });
});
