import {describe, expect, it} from 'vitest';
import {requireSchemaData} from './require-data';

describe('requireSchemaData', () => {
  it('returns the build-time data', () => {
    expect(requireSchemaData('EnumValues', ['low', 'high'], 'x')).toEqual(['low', 'high']);
  });

  it('names the component and its prop when the data is missing', () => {
    expect(() => requireSchemaData('ModelTable', undefined, 'anthropic')).toThrow(
      /ModelTable \(anthropic\) has no data/,
    );
  });
});
