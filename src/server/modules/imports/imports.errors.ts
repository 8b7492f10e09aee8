/** The file as a whole cannot be imported (422 before anything is written, or a failed batch). */
export class UnreadableFileError extends Error {
  override name = 'UnreadableFileError';
}

/** One row cannot be imported: the row is reported with this message and the others go on. */
export class RowProblem extends Error {
  override name = 'RowProblem';
}
