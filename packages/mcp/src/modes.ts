/**
 * The site's own `.roomodes` validator, bundled in, so the server's answers are the Mode Validator's answers:
 * same parser limits, same messages, same paths.
 */
export {INPUT_PATH, MAX_INPUT_CHARS, validateModesFile} from '../../../site/src/lib/validate-modes-file';
