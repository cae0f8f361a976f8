import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_SENTINELS, withStacklessSentinels } from './stackless-sentinels.ts';

const reactDom = path.dirname(createRequire(import.meta.url).resolve('react-dom/package.json'));
const client = fs.readFileSync(path.join(reactDom, 'cjs/react-dom-client.production.js'), 'utf8');

describe('react-dom sentinels made without a stack', () => {
  it('makes each of the installed react-dom client’s sentinels stackless, and nothing else', () => {
    const out = withStacklessSentinels(client);
    for (const name of REACT_DOM_SENTINELS) {
      expect(out).toMatch(new RegExp(`\\b${name} = __stacklessError\\(formatProdErrorMessage\\(\\d+\\)\\)`));
      expect(out).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
    }
    expect(out.match(/__stacklessError\(/g)).toHaveLength(REACT_DOM_SENTINELS.length + 1);
    expect(out.match(/\bError\(formatProdErrorMessage/g)!.length).toBe(client.match(/\bError\(formatProdErrorMessage/g)!.length - REACT_DOM_SENTINELS.length);
  });

  it('gives React an Error by prototype and message, with no stack taken', () => {
    const out = withStacklessSentinels('var SuspenseException = Error(formatProdErrorMessage(460)),\n'
      + '  HydrationMismatchException = Error(formatProdErrorMessage(519)), SuspenseyCommitException = Error(formatProdErrorMessage(474)),\n'
      + '  SuspenseActionException = Error(formatProdErrorMessage(542)), SelectiveHydrationException = Error(formatProdErrorMessage(461));\n'
      + 'return SuspenseException;');
    const made = new Function('formatProdErrorMessage', out)((code: number) => `Minified React error #${code}`) as Error;
    expect(made).toBeInstanceOf(Error);
    expect(made.message).toBe('Minified React error #460');
    expect(made.name).toBe('Error');
    expect(Object.hasOwn(made, 'stack')).toBe(false);
  });

  it('fails the build when react-dom no longer makes a sentinel once', () => {
    expect(() => withStacklessSentinels(client.replace('SuspenseException = Error(', 'SuspenseException = makeError('))).toThrow(/SuspenseException/);
    expect(() => withStacklessSentinels(`${client}\nSelectiveHydrationException = Error(formatProdErrorMessage(461));`)).toThrow(/found 2/);
  });
});
