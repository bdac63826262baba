import {describe, expect, it} from 'vitest';
import {wrapPoints} from './wrap-points';

describe('wrapPoints', () => {
  it('splits before each capital that follows a small letter or a digit', () => {
    expect(wrapPoints('anthropicBaseUrl')).toEqual(['anthropic', 'Base', 'Url']);
    expect(wrapPoints('anthropicBeta1MContext')).toEqual(['anthropic', 'Beta1', 'MContext']);
  });

  it('keeps runs of capitals and plain words whole', () => {
    expect(wrapPoints('apiKey')).toEqual(['api', 'Key']);
    expect(wrapPoints('URL')).toEqual(['URL']);
    expect(wrapPoints('mode')).toEqual(['mode']);
  });

  it('splits after dots and underscores, and the pieces join back to the name', () => {
    const key = 'codebaseIndexConfig.codebaseIndexEnabled';
    expect(wrapPoints(key)).toEqual(['codebase', 'Index', 'Config.', 'codebase', 'Index', 'Enabled']);
    expect(wrapPoints(key).join('')).toBe(key);
    expect(wrapPoints('list_code_definition_names')).toEqual(['list_', 'code_', 'definition_', 'names']);
    expect(wrapPoints('Using list_code_definition_names').join('')).toBe('Using list_code_definition_names');
  });
});
