import {describe, expect, it} from 'vitest';
import {requireStaticProps} from './require-static-props';

describe('requireStaticProps', () => {
  it('returns the build-time data', () => {
    expect(requireStaticProps('EnumValues', ['low', 'high'], 'x')).toEqual(['low', 'high']);
  });

  it('names the component and its prop when the data is missing', () => {
    expect(() => requireStaticProps('ModelTable', undefined, 'anthropic')).toThrow(
      /ModelTable \(anthropic\) has no data/,
    );
  });
});
