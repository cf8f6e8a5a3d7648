import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOptionText, parseSeedText } from './options.js';

/** Reference: a number is optional sign, digits with an optional fraction (or a bare fraction), optional exponent. */
function looksNumeric(text: string): boolean {
  let i = 0;
  if (text[i] === '+' || text[i] === '-') i++;
  const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
  let intDigits = 0;
  while (isDigit(text[i])) {
    i++;
    intDigits++;
  }
  let fracDigits = 0;
  if (text[i] === '.') {
    i++;
    while (isDigit(text[i])) {
      i++;
      fracDigits++;
    }
  }
  if (intDigits === 0 && fracDigits === 0) return false;
  if (text[i] === 'e' || text[i] === 'E') {
    i++;
    if (text[i] === '+' || text[i] === '-') i++;
    let expDigits = 0;
    while (isDigit(text[i])) {
      i++;
      expDigits++;
    }
    if (expDigits === 0) return false;
  }
  return i === text.length;
}

/** Text close to numbers, booleans and seeds, plus anything at all. */
const optionText = fc.oneof(
  fc.stringMatching(/^[+-]?[0-9]{0,20}(\.[0-9]{0,4})?([eE][+-]?[0-9]{0,4})?$/),
  fc.constantFrom('true', 'false', 'True', 'FALSE', '', ' 1', '1 ', 'Infinity', 'NaN', '0x10', '1e999'),
  fc.string(),
);

describe('parseOptionText', () => {
  it('gives booleans for true/false, finite numbers for numeric text, the text itself otherwise', () => {
    fc.assert(
      fc.property(optionText, (text) => {
        const expected =
          text === 'true'
            ? true
            : text === 'false'
              ? false
              : looksNumeric(text) && Number.isFinite(Number(text))
                ? Number(text)
                : text;
        expect(parseOptionText(text)).toStrictEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads the examples a user would type', () => {
    expect(parseOptionText('12')).toBe(12);
    expect(parseOptionText('-0.5')).toBe(-0.5);
    expect(parseOptionText('.5')).toBe(0.5);
    expect(parseOptionText('1e3')).toBe(1000);
    expect(parseOptionText('irregular')).toBe('irregular');
    expect(parseOptionText('1e999')).toBe('1e999');
  });

  it('refuses a value that is not text, naming itself', () => {
    expect(() => parseOptionText(12 as unknown as string)).toThrow(/^parseOptionText: /);
  });
});

describe('parseSeedText', () => {
  it('gives a number for digits that fit a safe integer and the text itself otherwise', () => {
    fc.assert(
      fc.property(optionText, (text) => {
        const digitsOnly = text.length > 0 && [...text].every((c) => c >= '0' && c <= '9');
        const expected = digitsOnly && BigInt(text) <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(text) : text;
        expect(parseSeedText(text)).toStrictEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a value that is not text, naming itself', () => {
    expect(() => parseSeedText(null as unknown as string)).toThrow(/^parseSeedText: /);
  });
});
