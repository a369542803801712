/** A PostgreSQL array literal of strings (each quoted, quotes and backslashes escaped), passed as one parameter. */
export function pgTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(",")}}`;
}
