/**
 * A file the importer refuses as a whole (too large, not a ZIP, not JSON…). The route turns it into the usual
 * error answer: 413 for size limits, 400 otherwise. Problems inside an accepted file are warnings instead.
 */
export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}
