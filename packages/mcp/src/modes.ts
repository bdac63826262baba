/**
 * The `.roomodes` validator the site's Mode Validator runs, bundled in, so the server's answers are the site's:
 * same parser limits, same messages, same paths.
 */
export {INPUT_PATH, MAX_INPUT_CHARS, validateModesFile} from '@roo-code-docs/types/validate-modes-file';
