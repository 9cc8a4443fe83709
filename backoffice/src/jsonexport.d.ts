/** jsonexport ships no types; react-admin's exporters use it this way. */
declare module 'jsonexport/dist' {
  function jsonExport(
    data: readonly Record<string, unknown>[],
    options: { endOfLine?: string; includeHeaders?: boolean },
    callback: (error: Error | null, csv: string) => void,
  ): void;
  function jsonExport(
    data: readonly Record<string, unknown>[],
    callback: (error: Error | null, csv: string) => void,
  ): void;
  export default jsonExport;
}
