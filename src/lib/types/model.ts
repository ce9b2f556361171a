// What the compiler says about one code block, as the build passes it to the page (issue 26).
// Browser-safe: src/plugins/types computes it in Node, src/components/TypeInfo renders it.

/** An identifier with quick info: columns [s, e) of its line, the type line and the doc comment. */
export interface TypedName {
  s: number;
  e: number;
  type: string;
  doc?: string;
}

/** An error the sample announces with `// @errors:`: columns [s, e) of its line. */
export interface TypeError {
  s: number;
  e: number;
  code: number;
  message: string;
}

/** One line of the block: its text (to find it again among the rendered lines) and what it shows. */
export interface LineTypes {
  text: string;
  names?: TypedName[];
  errors?: TypeError[];
  /** On a `// ^?` line: the type the caret points at. */
  query?: string;
}

export interface BlockTypes {
  lines: LineTypes[];
}
