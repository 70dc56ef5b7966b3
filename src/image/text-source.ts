/** Where a piece of text was found in an image. */

/** Kinds of places text hides in an image. */
export const TEXT_SOURCE_KINDS = [
  'exif',
  'xmp',
  'iptc',
  'png-text',
  'jpeg-comment',
  'gif-comment',
  'webp-chunk',
  'trailing-data',
  'ocr',
] as const;

/** One of {@link TEXT_SOURCE_KINDS}. */
export type TextSourceKind = (typeof TEXT_SOURCE_KINDS)[number];

/** A piece of text found in an image, labelled for people: "EXIF ImageDescription", "OCR text". */
export interface TextSource {
  kind: TextSourceKind;
  /** Human label used in evidence and reasons, e.g. "PNG text chunk 'Comment'" or "OCR text (frame 2)". */
  label: string;
  text: string;
  /** Animated images: the 1-based frame the OCR text came from. */
  frame?: number;
  /** OCR only: the preprocessing variants whose output contained this text. */
  variants?: string[];
  /** OCR only: the blocks and columns of the text, each also scanned on its own. */
  parts?: string[];
}
