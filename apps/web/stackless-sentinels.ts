import type { Plugin } from 'vite';

/**
 * react-dom's client makes five errors as it is evaluated, which React throws and catches itself to
 * unwind a render (a component suspending, a hydration mismatch, …): markers compared by identity,
 * whose message is their only use and whose stack, taken at the module's evaluation, says nothing.
 *
 * Making them costs nothing in a shopper's browser, but with an inspector attached (DevTools,
 * Lighthouse, Playwright: the runtime domain on) V8 captures a detailed stack of every Error made,
 * which needs the source positions of every function on the stack, here react-dom's whole factory
 * and the entry chunk's top level: 20–30 ms of parsing again inside the entry's evaluation, the
 * longest task the home and the product had after their first paint in every measured load
 * (docs/performance.md, "The entry's evaluation under an inspector"). So the production client
 * makes them as objects of Error's prototype (instanceof Error, the same message) without a stack.
 */
export const REACT_DOM_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const MAKE = '__stacklessError';
const MAKE_FUNCTION = `function ${MAKE}(message) { return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }); }\n`;

/** react-dom's production client with its sentinels made without a stack; throws if one is not found once. */
export function withStacklessSentinels(source: string, file = 'react-dom-client.production.js'): string {
  let out = source;
  for (const name of REACT_DOM_SENTINELS) {
    const made = new RegExp(`\\b${name} = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');
    const found = out.match(made)?.length ?? 0;
    // A react-dom that changed these lines fails the build rather than keeps the cost unnoticed.
    if (found !== 1) throw new Error(`${file}: expected one "${name} = Error(…)", found ${found}`);
    out = out.replace(made, `${name} = ${MAKE}($1)`);
  }
  return MAKE_FUNCTION + out;
}

export function stacklessSentinels(): Plugin {
  return {
    name: 'emall-stackless-sentinels',
    apply: 'build',
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler: (code, id) => ({ code: withStacklessSentinels(code, id), map: null }),
    },
  };
}
