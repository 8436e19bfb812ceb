import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button, PALETTE, contrastRatio, screenSizeOf } from '@maplepack/ui';

// Design tokens are plain data: the colours can be checked against WCAG AA (4.5 for body text).
console.log(contrastRatio(PALETTE.text, PALETTE.background).toFixed(1));
console.log(contrastRatio(PALETTE.onPrimary, PALETTE.primary).toFixed(1));
console.log([320, 768, 1280].map(screenSizeOf));

// Components are React; their class names come from vanilla-extract at build time.
const html = renderToStaticMarkup(createElement(Button, { loading: true }, 'Add to cart'));
console.log(html.replace(/class="[^"]*"/g, 'class="…"'));
