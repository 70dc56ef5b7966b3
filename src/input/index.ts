/** Reading scan inputs: which sources, and their text. */
export {
  BINARY_SNIFF_BYTES,
  decodeUtf8,
  fileError,
  type InputStream,
  isBinary,
  openLines,
  type ReadInputOptions,
  readStream,
  readTextInput,
  type TextInput,
} from './read.js';
export {
  CONTENT_LABEL,
  type InputSource,
  type ResolveInputOptions,
  resolveInputSources,
  STDIN_LABEL,
} from './sources.js';
