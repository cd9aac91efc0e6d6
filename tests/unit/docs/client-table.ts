/**
 * A table of an output sample read back as the client draws it: go-pretty's
 * rounded style without a border, columns split by `│`, a line of `─` under
 * the header and between rows, and, where auto-merge is on, a cell left blank
 * (with no line above it) when it equals the cell above.
 */
import fixture from '../../fixtures/cli-output.json';

export type SampleTable = {
  /** The index in the block's lines of the header line. */
  headerLine: number;
  headers: string[];
  /** One entry per row: each cell's lines joined with a space; '' for a blank cell. */
  rows: { line: number; cells: string[] }[];
};

const separator = /^[\s─┼├┤┬┴]*─[\s─┼├┤┬┴]*$/;

/** The tables of a sample: each header line with `│`, its separator, and the rows until a line without `│`. */
export function sampleTables(lines: string[]): SampleTable[] {
  const tables: SampleTable[] = [];
  for (let index = 0; index < lines.length; index++) {
    // A header starts the sample or follows a line outside any table.
    const starts = index === 0 || !lines[index - 1]!.includes('│');
    if (!starts || !lines[index]!.includes('│') || !separator.test(lines[index + 1] ?? '')) continue;
    const headers = lines[index]!.split('│').map((cell) => cell.trim());
    const table: SampleTable = { headerLine: index, headers, rows: [] };
    let current: { line: number; parts: string[][] } | undefined;
    const close = () => {
      if (current)
        table.rows.push({
          line: current.line,
          cells: current.parts.map((part) => part.filter(Boolean).join(' ')),
        });
      current = undefined;
    };
    let next = index + 2;
    for (; next < lines.length; next++) {
      const line = lines[next]!;
      if (separator.test(line)) {
        close();
        continue;
      }
      if (!line.includes('│')) break;
      const cells = line.split('│').map((cell) => cell.trim());
      current ??= { line: next, parts: headers.map(() => []) };
      cells.forEach((cell, column) => current!.parts[column]?.push(cell));
    }
    close();
    tables.push(table);
    index = next - 1;
  }
  return tables;
}

type Display = { emoji: string; text: string };
const { status_display: display } = fixture;
const entry = (key: string) => (display.entries as Record<string, Display>)[key]!;

/** Every way GetStatusIcon can draw a status, with emoji or as words (`--emoji=false`). */
export function statusRenderings(emoji: boolean): Set<string> {
  const draw = (keys: string[]) =>
    keys.map((key) => (emoji ? entry(key).emoji : entry(key).text)).join(emoji ? '' : ' ');
  const shown = new Set<string>();
  for (const key of [...Object.values(display.by_status), display.failure.neither, display.other])
    shown.add(draw([key]));
  const remediations = ['', ...Object.values(display.failure.remediation)];
  const alerts = ['', ...Object.values(display.failure.alert)];
  for (const remediation of remediations)
    for (const alert of alerts) {
      const keys = [remediation, alert].filter(Boolean);
      if (keys.length > 0) shown.add(draw(keys));
    }
  return shown;
}

/** Whether a status cell says that the rule failed or could not be evaluated, so that the server adds the guidance. */
export function isFailedOrError(cell: string, emoji: boolean): boolean {
  const passing = [display.by_status.success, display.by_status.skipped, display.other].map((key) =>
    emoji ? entry(key).emoji : entry(key).text,
  );
  return cell !== '' && !passing.includes(cell);
}
