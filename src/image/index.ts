/** The image engine's public API, used by `pi-scan image` and the server's image endpoints. */
export { decodeBase64Image } from './base64.js';
export {
  IMAGE_FORMATS,
  type ImageFormat,
  type ImageInfo,
  inspectImage,
  sniffImageFormat,
} from './inspect.js';
export { createImageLimits, DEFAULT_IMAGE_LIMITS, type ImageLimits } from './limits.js';
export {
  createOcrPool,
  type OcrImage,
  type OcrPool,
  type OcrPoolOptions,
  resolveLanguageData,
} from './ocr-pool.js';
export { OCR_VARIANTS, type OcrVariant } from './preprocess.js';
export {
  createImageScanner,
  type ImageEvidence,
  type ImageScanAccounting,
  type ImageScanner,
  type ImageScannerOptions,
  type ImageScanOutcome,
  imageContentLength,
} from './scanner.js';
export type { TextSource, TextSourceKind } from './text-source.js';
