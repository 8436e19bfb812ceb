// vanilla-extract styles are imported as `./button.css` but live in `./button.css.ts`. Jest's default
// resolver would not find them (and Nx's maps every *.css to identity-obj-proxy, losing class names),
// so a relative `.css` import is resolved to its `.css.ts` source when one exists (STACK-NOTES).
module.exports = (request, options) => {
  if (request.startsWith('.') && request.endsWith('.css')) {
    try {
      return options.defaultResolver(`${request}.ts`, options);
    } catch {
      // Not a vanilla-extract file: a real stylesheet falls through to the default resolution.
    }
  }
  return options.defaultResolver(request, options);
};
