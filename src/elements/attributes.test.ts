// Attribute strings to typed props: what a template writes is what a widget gets.
import { parseAttribute } from './attributes';

const WHERE = 'np-test data';

afterEach(() => jest.restoreAllMocks());

describe('string attributes', () => {
  it('give the text as written, and undefined when missing or empty', () => {
    expect(parseAttribute('string', 'Titular', WHERE)).toBe('Titular');
    expect(parseAttribute('string', ' ', WHERE)).toBe(' ');
    expect(parseAttribute('string', '', WHERE)).toBeUndefined();
    expect(parseAttribute('string', undefined, WHERE)).toBeUndefined();
  });
});

describe('number attributes', () => {
  it('give a number, and undefined when missing, empty or not a finite number', () => {
    expect(parseAttribute('number', '3', WHERE)).toBe(3);
    expect(parseAttribute('number', ' 250.5 ', WHERE)).toBe(250.5);
    expect(parseAttribute('number', '0', WHERE)).toBe(0);
    expect(parseAttribute('number', '', WHERE)).toBeUndefined();
    expect(parseAttribute('number', '  ', WHERE)).toBeUndefined();
    expect(parseAttribute('number', 'tres', WHERE)).toBeUndefined();
    expect(parseAttribute('number', 'Infinity', WHERE)).toBeUndefined();
    expect(parseAttribute('number', undefined, WHERE)).toBeUndefined();
  });
});

describe('boolean attributes', () => {
  it('a bare attribute (value "") is true, as is any value but "false"', () => {
    expect(parseAttribute('boolean', '', WHERE)).toBe(true);
    expect(parseAttribute('boolean', 'open', WHERE)).toBe(true);
    expect(parseAttribute('boolean', 'true', WHERE)).toBe(true);
  });

  it('a missing attribute or "false" (any case) is false', () => {
    expect(parseAttribute('boolean', undefined, WHERE)).toBe(false);
    expect(parseAttribute('boolean', 'false', WHERE)).toBe(false);
    expect(parseAttribute('boolean', ' FALSE ', WHERE)).toBe(false);
  });
});

describe('json attributes', () => {
  it('give the parsed value, and undefined when missing or empty', () => {
    expect(parseAttribute('json', '{"sizes":[[300,250]],"name":"top"}', WHERE)).toEqual({ sizes: [[300, 250]], name: 'top' });
    expect(parseAttribute('json', '[1,2]', WHERE)).toEqual([1, 2]);
    expect(parseAttribute('json', '', WHERE)).toBeUndefined();
    expect(parseAttribute('json', undefined, WHERE)).toBeUndefined();
  });

  it('malformed JSON is ignored (undefined) with a console.warn naming the attribute', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseAttribute('json', "{'sizes': [300, 250]}", WHERE)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('np: the np-test data attribute is not valid JSON and was ignored');
  });
});
