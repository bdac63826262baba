import {describe, expect, it} from 'vitest';
import {camelHumps} from './camel-humps';

describe('camelHumps', () => {
  it('splits before each capital that follows a small letter or a digit', () => {
    expect(camelHumps('anthropicBaseUrl')).toEqual(['anthropic', 'Base', 'Url']);
    expect(camelHumps('anthropicBeta1MContext')).toEqual(['anthropic', 'Beta1', 'MContext']);
  });

  it('keeps runs of capitals and plain words whole', () => {
    expect(camelHumps('apiKey')).toEqual(['api', 'Key']);
    expect(camelHumps('URL')).toEqual(['URL']);
    expect(camelHumps('mode')).toEqual(['mode']);
  });

  it('splits dotted paths after each dot, and the pieces join back to the key', () => {
    const key = 'codebaseIndexConfig.codebaseIndexEnabled';
    expect(camelHumps(key)).toEqual(['codebase', 'Index', 'Config.', 'codebase', 'Index', 'Enabled']);
    expect(camelHumps(key).join('')).toBe(key);
  });
});
