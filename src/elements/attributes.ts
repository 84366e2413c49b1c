// Attribute strings to typed props. A missing attribute is `undefined` (booleans: false).

export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export function parseAttribute(type: AttributeType, value: string | undefined, where: string): unknown {
  switch (type) {
    case 'string':
      return value === undefined || value === '' ? undefined : value;
    case 'number': {
      if (value === undefined || value.trim() === '') return undefined;
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'boolean':
      // A bare attribute (`<np-x closed>`) is true; only an explicit "false" turns it off.
      return value !== undefined && value.trim().toLowerCase() !== 'false';
    case 'json':
      if (value === undefined || value.trim() === '') return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        console.warn(`np: the ${where} attribute is not valid JSON and was ignored`);
        return undefined;
      }
  }
}
